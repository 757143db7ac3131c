/**
 * Steps that read every page's source keep a few reads in flight (the Markdown copies) or read one
 * at a time (the translation report, synchronously in short runs), not one per page at once: a site of 10,000 pages per language would otherwise hold
 * 20,000 files open at once and fail with EMFILE. They read a file only when this run did not compile
 * it (a build hands them the text it compiled), so the project here is scanned, not compiled.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { writeSiteOutputs } from '#core/outputs/write-outputs.ts';
import { Project } from '#core/project/project.ts';
import { reportTranslations } from '#core/project/translations.ts';

const reads = vi.hoisted(() => ({ inFlight: 0, most: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const readFile = (async (...args: Parameters<typeof actual.readFile>) => {
    reads.most = Math.max(reads.most, ++reads.inFlight);
    try {
      return await actual.readFile(...args);
    } finally {
      reads.inFlight--;
    }
  }) as typeof actual.readFile;
  return { ...actual, default: { ...actual, readFile }, readFile };
});

const PAGES = 60;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-reads-'));

beforeAll(() => {
  for (const lang of ['en', 'zh']) {
    for (let i = 0; i < PAGES; i++) {
      const file = path.join(root, 'docs', lang, 'guide', `page-${i}.md`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `# Page ${i}\n\n## Usage\n\nText ${lang}.\n`);
    }
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function scannedProject() {
  const config = resolveConfig({
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '中文' },
    ],
  });
  const project = new Project(config, root, { mode: 'build' });
  await project.scan();
  return project;
}

describe('reading every page’s source', () => {
  it('keeps at most 16 reads in flight for the Markdown copies, and the translation report reads one page at a time', async () => {
    const project = await scannedProject();

    reads.most = 0;
    const report = await reportTranslations(project, { checks: ['missing', 'structure'] });
    expect(report?.missing).toEqual([]);
    expect(reads.most).toBe(0);

    reads.most = 0;
    const written: string[] = [];
    const write = async (file: string) => {
      written.push(file);
    };
    await writeSiteOutputs(project, { write, writePieces: write, keepKnown: () => false, readKnown: async () => undefined });
    expect(written.filter((f) => f.endsWith('.md'))).toHaveLength(2 * PAGES);
    expect(reads.most).toBeGreaterThan(1);
    expect(reads.most).toBeLessThanOrEqual(16);
  }, 60_000);
});
