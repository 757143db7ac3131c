/**
 * A build takes each page's source hash once: the Markdown copies, `llms-full.txt` and the translation
 * report read the text again and describe the pages as compiled, or fail naming a file that changed
 * while the build ran; never the changed text beside pages built from the first.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { writeSiteOutputs } from '#core/outputs/write-outputs.ts';
import { sourceHashOf } from '#core/pages/translation-report.ts';
import { Project } from '#core/project/project.ts';
import { outputWriter } from '#core/utils/output-file.ts';
import { translationPages } from '#core/project/translations.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

describe('source reads in a build', () => {
  it('copies and checks the text the compile step read, or fails when the file changed since', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-reads-'));
    dirs.push(root);
    const compiledText = '# Guide\n\nAs compiled.\n';
    for (const lang of ['en', 'zh']) {
      await fs.mkdir(path.join(root, 'docs', lang), { recursive: true });
      await fs.writeFile(path.join(root, 'docs', lang, 'guide.md'), compiledText);
    }
    const config = resolveConfig({
      lang: 'en',
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '中文' },
      ],
      cache: false,
    });
    const project = new Project(config, root, { mode: 'build' });
    await project.scan();
    await project.compileAll();
    const out = path.join(root, 'dist');
    const output = outputWriter(out, undefined);
    await writeSiteOutputs(project, output);
    await output.written();
    expect(await fs.readFile(path.join(out, 'guide.md'), 'utf8')).toContain('As compiled.');
    const pages = await translationPages(project, ['stale']);
    expect(pages.find((p) => p.file === 'docs/en/guide.md')?.contentHash).toBe(sourceHashOf(compiledText));

    await fs.writeFile(path.join(root, 'docs/en/guide.md'), '# Guide\n\nChanged on disk after compiling.\n');
    const changed = /docs\/en\/guide\.md: the file changed while the build ran/;
    await expect(writeSiteOutputs(project, outputWriter(path.join(root, 'dist-2'), undefined))).rejects.toThrow(changed);
    await expect(translationPages(project, ['stale'])).rejects.toThrow(changed);
  });
});
