/**
 * The thread that lists the last output for `snapshotOutput` (`output-snapshot.ts`), then stamps the
 * kept files it is handed at apply time and answers with the first that changed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type KeptFiles, listOutput, split, stampAt } from './output-snapshot.js';
import { firstChanged } from './output-tree.js';

const { dir, recordFile } = workerData as { dir: string; recordFile?: string };
const listing = listOutput(dir, recordFile);
parentPort?.postMessage(listing, [listing.fileStamps.buffer, listing.folderStamps.buffer]);
parentPort?.on('message', ({ files, stamps }: KeptFiles) => {
  const entries = split(files).map((file, i) => [file, stampAt(stamps, i)] as const);
  parentPort?.postMessage(firstChanged(dir, entries) ?? null);
});
