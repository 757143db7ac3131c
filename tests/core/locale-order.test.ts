/**
 * The order of routes and of generated sidebars is the same on every machine: with the machine's
 * own collation (`LANG`), a Swedish machine put `ä` after `z` and a Danish one puts `aa` there,
 * and either built another `dist/`. File names are ASCII (others are refused); titles are not.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const docsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-locale-'));
afterAll(() => fs.rmSync(docsRoot, { recursive: true, force: true }));
const titles: Record<string, string> = { a: 'a', aa: 'ä', ab: 'Ö', z: 'z' };
for (const [name, title] of Object.entries(titles)) {
  fs.mkdirSync(path.join(docsRoot, 'guide'), { recursive: true });
  fs.writeFileSync(path.join(docsRoot, 'guide', `${name}.md`), `# ${title}\n`);
}

/** Routes and the guide's generated sidebar, as a process with this locale orders them. */
function orderUnder(locale: string): string {
  const script = `
import { scanRoutes } from './packages/core/src/routes/scan.ts';
import { sidebarFromFolder } from './packages/core/src/pages/auto-sidebar.ts';
const root = ${JSON.stringify(docsRoot)};
const routes = await scanRoutes({ docsRoot: root, langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' });
const sidebar = sidebarFromFolder(root + '/guide', { docsRoot: root, langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' });
console.log(JSON.stringify({ routes: routes.map((r) => r.routePath), sidebar: sidebar.map((i) => i.text) }));`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: locale, LANG: locale },
  });
}

describe('text order', () => {
  it('is the same whatever the locale of the machine', () => {
    const english = orderUnder('en_US.UTF-8');
    expect(JSON.parse(english).sidebar).toEqual(['a', 'ä', 'Ö', 'z']);
    expect(JSON.parse(english).routes).toEqual(['/guide/a', '/guide/aa', '/guide/ab', '/guide/z']);
    expect(orderUnder('sv_SE.UTF-8')).toBe(english);
    expect(orderUnder('da_DK.UTF-8')).toBe(english);
    expect(orderUnder('C')).toBe(english);
  });
});
