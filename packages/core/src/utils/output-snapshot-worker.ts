/** The thread that lists the last output for `snapshotOutput` (`output-snapshot.ts`) and hands the listing over. */
import { parentPort, workerData } from 'node:worker_threads';
import { listOutput } from './output-snapshot.js';

const listing = listOutput((workerData as { dir: string }).dir);
parentPort?.postMessage(listing, [listing.fileStamps.buffer, listing.folderStamps.buffer]);
