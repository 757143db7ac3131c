/** Replaces the output folder with the finished staging folder in two renames. */
import fs from 'node:fs/promises';

export async function swapDist(stageDir: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}`;
  const hadOut = await fs.stat(outDir).then(() => true, () => false);
  if (hadOut) await fs.rename(outDir, old);
  try {
    await fs.rename(stageDir, outDir);
  } catch (error) {
    if (hadOut) await fs.rename(old, outDir);
    throw error;
  }
  if (hadOut) await fs.rm(old, { recursive: true, force: true });
}
