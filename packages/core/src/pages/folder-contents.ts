/**
 * The folders a generated sidebar visits, each read once: whether a name in a folder is there and
 * whether it is a folder come from the folder's entries, not from a call to the file system per
 * page. A symbolic link, or an entry whose type the listing did not give, is asked about as before
 * (links followed).
 */
import fs from 'node:fs';
import path from 'node:path';

export class FolderContents {
  private readonly listed = new Map<string, ReadonlyMap<string, fs.Dirent>>();

  /** The folder's entries by name; none for a folder that cannot be read. */
  entries(dir: string): ReadonlyMap<string, fs.Dirent> {
    let entries = this.listed.get(dir);
    if (!entries) {
      entries = new Map(readEntries(dir).map((d) => [d.name, d]));
      this.listed.set(dir, entries);
    }
    return entries;
  }

  /** Whether `name` is in `dir`, a link counting when what it leads to exists. */
  has(dir: string, name: string): boolean {
    const entry = this.entries(dir).get(name);
    if (!entry) return false;
    return plainType(entry) ? true : fs.existsSync(path.join(dir, name));
  }

  /** Whether `name` in `dir` is a folder, or a link to one. */
  isFolder(dir: string, name: string): boolean {
    const entry = this.entries(dir).get(name);
    if (!entry) return false;
    if (plainType(entry)) return entry.isDirectory();
    return fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.isDirectory() ?? false;
  }
}

function readEntries(dir: string): fs.Dirent[] {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** A file or a folder as listed: neither a link nor of a type the listing left to a `stat`. */
const plainType = (entry: fs.Dirent): boolean => entry.isFile() || entry.isDirectory();
