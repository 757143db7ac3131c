/**
 * The thread that lists the last output for `snapshotOutput` (`output-snapshot.ts`), watching each folder
 * from before it is read, then answers the apply: whether any folder changed since, or the first of the
 * kept files it is handed that changed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { FolderChanges } from './folder-changes.js';
import { type ListingQuestion, listOutput, split, stampAt } from './output-snapshot.js';
import { firstChanged } from './output-tree.js';

const { dir, recordFile, watchFolder } = workerData as { dir: string; recordFile?: string; watchFolder?: string };
const changes = watchFolder === undefined ? undefined : FolderChanges.where(watchFolder);
const listing = listOutput(dir, recordFile, changes && ((folder) => changes.add(folder)));
parentPort?.postMessage(listing, [listing.fileStamps.buffer, listing.folderStamps.buffer]);
parentPort?.on('message', (question: ListingQuestion) => {
  if (question.ask === 'quiet') {
    void (changes?.quiet() ?? Promise.resolve(false)).then((quiet) => parentPort?.postMessage(quiet));
    return;
  }
  const { files, stamps } = question.kept;
  const entries = split(files).map((file, i) => [file, stampAt(stamps, i)] as const);
  parentPort?.postMessage(firstChanged(dir, entries) ?? null);
});
