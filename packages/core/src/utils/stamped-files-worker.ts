/** The thread that lists a folder's files with their stamps for `listStampedFilesInThread` (`stamped-files.ts`). */
import { parentPort, workerData } from 'node:worker_threads';
import { listStampedFiles, type Unlisted } from './stamped-files.js';

const { dir, unlisted } = workerData as { dir: string; unlisted: Unlisted };
const listed = listStampedFiles(dir, unlisted);
parentPort?.postMessage(listed, [listed.stamps.buffer, listed.ctimes.buffer]);
