/**
 * Whether anything changed in a set of folders since each was watched: an entry added, removed or renamed, a file
 * written, or its times or mode set. On Linux, inotify queues an event with each change, in order, on one queue per
 * event loop; the loop may read it after a message sent after the change, so an answer waits for the event of a mark
 * written at the question in a folder of its own: every event queued before the mark's has been read by then.
 * A folder watched before its files are stamped then vouches for those stamps without a second `lstat` of each.
 * Other systems deliver changes late and unordered (macOS's FSEvents) or not at all for a file's contents (kqueue),
 * so nothing is watched there and the stamps are taken again.
 *
 * A change the file system does not report (a write through a memory map, or on a network mount by another machine)
 * goes unseen here, where a stamp would show it: the output record then holds the stamp listed before it, so the next
 * build's listing finds the file changed and writes it again.
 */
import { type FSWatcher, mkdirSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Folders watched at most: an output of more gives its watches back at once, as each holds one of the user's inotify
 * watches (`fs.inotify.max_user_watches`) that a dev server or an editor may need meanwhile; its stamps are taken again.
 */
const MAX_FOLDERS = 2000;
/** How long the mark's event may take before the answer is "changed" (the stamps are then taken again). */
const MARK_TIMEOUT_MS = 2000;
/** Each question's mark has a name of its own: a later event of an earlier mark must not answer it. */
const markName = (n: number) => `mark-${n}`;
const MARK_NAME = /^mark-(\d+)$/;

export class FolderChanges {
  private readonly watchers: FSWatcher[] = [];
  /** Every folder asked for is watched. */
  private whole = true;
  private changed = false;
  /** The marks written, and the number of the last whose event was read. */
  private marks = 0;
  private lastMarkSeen = 0;
  private readonly waiting = new Set<() => void>();

  /** `markFolder`: where the marks are written, watched with the others; its owner removes it. */
  private constructor(
    private readonly markFolder: string,
    private readonly maxFolders: number,
  ) {
    mkdirSync(markFolder, { recursive: true });
    this.watchFolder(this.markFolder, (name) => {
      const mark = MARK_NAME.exec(name ?? '');
      if (!mark) return this.noteChange();
      this.lastMarkSeen = Math.max(this.lastMarkSeen, Number(mark[1]));
      for (const wake of this.waiting) wake();
    });
  }

  /** A watch for this system; none where the file system does not report each change as it is made, or no watch can be set. */
  static where(markFolder: string, { platform = process.platform, maxFolders = MAX_FOLDERS } = {}): FolderChanges | undefined {
    if (platform !== 'linux') return undefined;
    try {
      const changes = new FolderChanges(markFolder, maxFolders);
      // A mark folder that could not be watched has given its watch back already (`giveUp`).
      return changes.whole ? changes : undefined;
    } catch {
      return undefined;
    }
  }

  /** Watches `folder` (not its subfolders): call it before the folder is read and its files stamped. */
  add(folder: string): void {
    if (!this.whole) return;
    // `watchers` holds the mark folder's watch too.
    if (this.watchers.length > this.maxFolders) this.giveUp();
    else this.watchFolder(folder, this.noteChange);
  }

  /** Whether every folder was watched and nothing changed in any from then until this call. */
  async quiet(): Promise<boolean> {
    if (!this.whole || this.changed) return false;
    const mark = ++this.marks;
    try {
      writeFileSync(path.join(this.markFolder, markName(mark)), '');
    } catch {
      return false;
    }
    const marked = await this.markSeen(mark);
    return marked && this.whole && !this.changed;
  }

  close(): void {
    for (const watcher of this.watchers) watcher.close();
    this.watchers.length = 0;
    for (const wake of this.waiting) wake();
  }

  private watchFolder(folder: string, onEvent: (name: string | null) => void): void {
    try {
      const watcher = watch(folder, { persistent: false }, (_event, name) => onEvent(name));
      watcher.on('error', () => this.noteChange());
      this.watchers.push(watcher);
    } catch {
      // Out of watches (`fs.inotify.max_user_watches`) or the folder went: the stamps are taken again.
      this.giveUp();
    }
  }

  /** No longer watching: the watches are given back and every answer is "changed". */
  private giveUp(): void {
    this.whole = false;
    this.close();
  }

  /** Whether the event of mark `mark` was read, within the timeout. */
  private markSeen(mark: number): Promise<boolean> {
    return new Promise((resolve) => {
      let timedOut = false;
      // Called at each mark's event, at the timeout and at `close`: answers once the mark is read or no longer can be.
      const done = () => {
        if (this.lastMarkSeen < mark && this.watchers.length > 0 && !timedOut) return;
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve(this.lastMarkSeen >= mark);
      };
      const timer = setTimeout(() => {
        timedOut = true;
        done();
      }, MARK_TIMEOUT_MS);
      this.waiting.add(done);
      done();
    });
  }

  private readonly noteChange = (): void => {
    this.changed = true;
  };
}
