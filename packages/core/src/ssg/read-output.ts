/** Reading a file of the output while the pages render: it is in the stage, or kept in the last output. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A file of the output: written into `outDir` before rendering starts, or kept in the last output (`keptDir`). */
export function readOutputFile(file: string, outDir: string, keptDir: string | undefined): string {
  try {
    return readFileSync(path.join(outDir, file), 'utf8');
  } catch (error) {
    if (!keptDir || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return readFileSync(path.join(keptDir, file), 'utf8');
  }
}
