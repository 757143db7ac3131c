/**
 * Updates the output folder in place from a staging folder holding only what changed, when the
 * build kept the rest of the last output where it is (`utils/output-file.ts`): the files and
 * folders that are no longer part of the output are removed, then the staged files are renamed
 * into it. So that no one ever finds a mix of both outputs at `dist`, the folder is renamed aside
 * (`dist.updating-<pid>`) for the update and back after it, as the swap does (`swap-dist.ts`):
 * the states a kill can leave are the old output at `dist`, no `dist`, or the new output at
 * `dist`. The whole plan is first written to a journal (`.quire/apply-<pid>.json`, complete or
 * absent: written aside and renamed), and the next build or preview finishes an update it finds
 * set aside before anything reads the output (`finishStoppedApplies`). Every step can be done
 * twice: a file renamed already is no longer in the stage, a path removed already is gone.
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { QuireError } from '../utils/errors.js';
import { leftoversIn } from '../utils/leftovers.js';
import { type FileStamp, foldersOf, type OutputNow, readOutputNow, readOutputTree } from '../utils/output-tree.js';

/** What the journal holds: paths relative to the journal's folder, entries relative to the output. */
interface Journal {
  outDir: string;
  /** Where the output is while it is updated. */
  aside: string;
  stage: string;
  remove: string[];
  move: string[];
}

const JOURNAL = /^apply-(\d+)\.json$/;

export function applyJournal(tempDir: string, pid = process.pid): string {
  return path.join(tempDir, `apply-${pid}.json`);
}

/** Where a build keeps the output while it updates it. */
export function outDirAside(outDir: string, pid = process.pid): string {
  return `${outDir}.updating-${pid}`;
}

/**
 * Makes `outDir` hold exactly the `kept` files (still as stamped) and what `stageDir` holds; `now` is
 * what `outDir` holds and which kept file changed (`OutputSnapshot.now`). Throws, with the output
 * untouched, when a kept file changed since the build checked it.
 */
export function applyOutput(
  stageDir: string,
  outDir: string,
  kept: ReadonlyMap<string, FileStamp>,
  journalFile: string,
  now: OutputNow = readOutputNow(outDir, kept),
): void {
  writeApplyJournal(stageDir, outDir, kept, journalFile, now);
  for (const step of applySteps(journalFile)) step();
  rmSync(journalFile);
}

/** Plans the update and writes it to `journalFile`, whole or not at all; nothing in the output changes yet. */
export function writeApplyJournal(
  stageDir: string,
  outDir: string,
  kept: ReadonlyMap<string, FileStamp>,
  journalFile: string,
  { tree: now, changed }: OutputNow = readOutputNow(outDir, kept),
): void {
  if (changed !== undefined) {
    throw new QuireError('changed or removed in the output while the build ran: build again', { file: `${path.basename(outDir)}/${changed}` });
  }
  const staged = readOutputTree(stageDir);
  const move = [...staged.files, ...staged.others];
  const moved = new Set(move);
  const folders = foldersOf([...kept.keys(), ...move]);
  const remove = [
    ...now.others,
    ...now.folders.filter((folder) => !folders.has(folder)),
    ...[...now.files].filter((file) => !kept.has(file) && !moved.has(file)),
  ];
  const dir = path.dirname(journalFile);
  const aside = outDirAside(outDir, pidOf(journalFile));
  const journal: Journal = {
    outDir: path.relative(dir, outDir),
    aside: path.relative(dir, aside),
    stage: path.relative(dir, stageDir),
    remove,
    move,
  };
  writeFileSync(`${journalFile}.tmp`, JSON.stringify(journal));
  renameSync(`${journalFile}.tmp`, journalFile);
}

/**
 * The journal's steps in order: the output set aside, one removal or one rename each, the output
 * put back. A stop can fall between any two.
 */
export function applySteps(journalFile: string): Array<() => void> {
  const journal = readJournal(journalFile);
  const dir = path.dirname(journalFile);
  const outDir = path.resolve(dir, journal.outDir);
  const aside = path.resolve(dir, journal.aside);
  const stageDir = path.resolve(dir, journal.stage);
  const made = new Set<string>();
  const setAside = () => {
    if (!lstatSync(aside, { throwIfNoEntry: false })) renameSync(outDir, aside);
  };
  // Removed first: a staged file may take the place of a folder or link that goes.
  const removals = journal.remove.map((entry) => () => rmSync(path.join(aside, entry), { recursive: true, force: true }));
  const moves = journal.move.map((entry) => () => {
    const from = path.join(stageDir, entry);
    if (!lstatSync(from, { throwIfNoEntry: false })) return;
    const to = path.join(aside, entry);
    const parent = path.dirname(to);
    if (!made.has(parent)) mkdirSync(parent, { recursive: true });
    made.add(parent);
    renameSync(from, to);
  });
  const putBack = () => renameSync(aside, outDir);
  return [setAside, ...removals, ...moves, putBack];
}

function readJournal(journalFile: string): Journal {
  let journal: Journal;
  try {
    journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  } catch (error) {
    throw new QuireError(`unreadable (${(error as Error).message}): the output may be half updated; delete it and build again`, {
      file: journalFile,
    });
  }
  const problem = journalProblem(journal, journalFile);
  if (problem) throw new QuireError(`${problem}, so it was not followed: delete it and build again`, { file: journalFile });
  return journal;
}

/** Entries of the output are plain relative paths: a journal never removes or moves anything outside its folders. */
const isPlainEntry = (entry: unknown) =>
  typeof entry === 'string' &&
  entry !== '' &&
  !path.isAbsolute(entry) &&
  !entry.split(/[/\\]/).some((part) => part === '..' || part === '') &&
  !entry.includes('\0');

/** Why a journal is not one a build wrote: its aside is not its output's, its stage not beside it, or an entry leaves them. */
function journalProblem(journal: Journal, journalFile: string): string | undefined {
  const dir = path.dirname(journalFile);
  const strings = [journal?.outDir, journal?.aside, journal?.stage];
  if (strings.some((value) => typeof value !== 'string') || !Array.isArray(journal.remove) || !Array.isArray(journal.move)) return 'not a journal';
  const outDir = path.resolve(dir, journal.outDir);
  const stage = path.resolve(dir, journal.stage);
  // The stage lies beside the journal: files are only ever moved out of the build's own folder.
  if (path.resolve(dir, journal.aside) !== outDirAside(outDir, pidOf(journalFile)) || path.dirname(stage) !== dir) {
    return "its folders are not the output's and a stage beside it";
  }
  const bad = [...journal.remove, ...journal.move].find((entry) => !isPlainEntry(entry));
  return bad === undefined ? undefined : `it names ${JSON.stringify(bad)}, which is not a path inside the output`;
}

function pidOf(journalFile: string): number {
  return Number(JOURNAL.exec(path.basename(journalFile))?.[1] ?? process.pid);
}

/**
 * Finishes the updates of builds stopped while carrying them out (call before this process
 * writes anything, and before their staging folders are removed); returns what to tell the writer.
 * A journal whose output is not set aside was stopped before the update began or after it ended:
 * the output is whole, old or new. An output set aside while `dist` was made again is dropped.
 * A journal of another output folder than `outDir` (checked by `output-folder.ts`) is not followed.
 */
export function finishStoppedApplies(tempDir: string, outDir: string): string | undefined {
  const told: string[] = [];
  for (const file of leftoversIn(tempDir, JOURNAL)) {
    const journal = readJournal(file);
    const aside = path.resolve(path.dirname(file), journal.aside);
    const journalOut = path.resolve(path.dirname(file), journal.outDir);
    if (journalOut !== outDir) {
      // Another output folder than the one checked for this build (the config changed since): left alone.
      if (lstatSync(aside, { throwIfNoEntry: false })) {
        told.push(`a stopped build was updating ${journalOut}, which is no longer the output folder: its output was left at ${aside}`);
      }
    } else if (lstatSync(aside, { throwIfNoEntry: false })) {
      if (existsSync(outDir)) {
        rmSync(aside, { recursive: true, force: true, maxRetries: 3 });
        told.push(`${path.basename(outDir)}/ was made again while a stopped build had it aside: what it left (${path.basename(aside)}) was removed`);
      } else {
        for (const step of applySteps(file)) step();
        told.push(
          `${path.basename(outDir)}/ was being updated when a build was stopped; the update was finished (from .quire/${path.basename(file)})`,
        );
      }
    }
    rmSync(file);
  }
  return told.length ? told.join('; ') : undefined;
}
