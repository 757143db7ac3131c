/** `quire translations` as a command: the report printed, and the pages it compiled kept for the next build. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { translationsCommand } from '#core/pipeline/check-translations.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-translations-command-'));
  dirs.push(root);
  const files = { 'en/guide.md': '# Guide\n\n## Install\n', 'zh/guide.md': '# 指南\n\n## 安装 {#install}\n', 'en/only.md': '# Only\n' };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'docs', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'docs', file), text);
  }
  const locales = [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ];
  fs.writeFileSync(path.join(root, 'quire.config.mjs'), `export default ${JSON.stringify({ lang: 'en', locales })};\n`);
  return root;
}

it('prints the report and closes its compile cache: the facts and stamps of the pages it compiled are kept as a build keeps them', async () => {
  const root = site();
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
  expect(await translationsCommand({ cwd: root, configFile: 'quire.config.mjs' })).toBe(false);
  expect(printed.join('\n')).toContain('1 missing');
  // Written when the compile cache closes: the next build looks the pages up by them instead of reading each entry.
  expect(fs.readdirSync(path.join(root, '.quire/cache')).sort()).toEqual(['compile-facts.bin', 'compile.pack', 'source-stamps.json']);
});
