/**
 * Each level of bending the default theme that docs/THEME.md describes, built by the real CLI
 * from `e2e/fixtures/theme`: a CSS variable and a rule on a documented class, every layout slot,
 * `themeConfig.footer`, an `Outline` replaced by re-export, the previous / next links replaced under
 * Rspress's name (`PrevNextPage`), an Rspress part Quire has no place for refused, a component ejected with `quire eject`
 * and edited, the built-in Chinese texts, `useI18n` and nav and sidebar texts from `i18n.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';
import { documentedClasses } from './theme-doc';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `theme-levels-${process.pid}`);
const dist = path.join(workDir, 'dist');
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

let eject: { status: number | null; output: string };
let build: { status: number | null; output: string };

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/theme'), workDir, { recursive: true });
  // Level 5: eject the doc footer and edit the copy.
  eject = runQuire(workDir, 'eject', 'DocFooter');
  const copy = path.join(workDir, 'theme/DocFooter/DocFooter.tsx');
  if (fs.existsSync(copy)) fs.writeFileSync(copy, fs.readFileSync(copy, 'utf8').replace('{theme.texts.editLinkText}', 'Suggest a change'));
  build = runQuire(workDir, 'build');
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('bending the default theme', () => {
  it('ejects a component into theme/ and builds with the copy', () => {
    expect(eject.status, eject.output).toBe(0);
    expect(eject.output).toContain('theme/DocFooter/DocFooter.tsx');
    expect(fs.readFileSync(path.join(workDir, 'theme/index.tsx'), 'utf8')).toContain("export { DocFooter } from './DocFooter/DocFooter';");
    expect(build.status, build.output).toBe(0);
    const page = read('guide/index.html');
    expect(page).toMatch(/<a href="https:\/\/example\.com\/docs\/en\/guide\/index\.md"[^>]*class="q-doc-footer__edit">Suggest a change<\/a>/);
  });

  it('loads the CSS variable override and the class rule after the theme', () => {
    const cssDir = path.join(dist, 'static/css');
    const css = fs
      .readdirSync(cssDir)
      .filter((f) => f.endsWith('.css'))
      .map((f) => fs.readFileSync(path.join(cssDir, f), 'utf8'))
      .join('\n');
    expect(css).toMatch(/:root\{--q-c-brand:#c2185b\}/);
    expect(css).toMatch(/\.q-nav__title\{letter-spacing:\.02em\}/);
  });

  it("draws every documented class name on the doc, home and 404 pages (this fixture's and the repository site's)", () => {
    // The repository's site (built by the e2e setup) draws the default outline and previous / next links this fixture replaces or lacks.
    const site = ['guide/start/quick-start.html', 'index.html', '404.html'].map((file) => fs.readFileSync(path.join(root, 'dist', file), 'utf8'));
    const pages = [...['guide/index.html', 'index.html', '404.html'].map(read), ...site].join('\n');
    const classes = new Set([...pages.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
    // The version menu's classes need a versioned site: e2e/versions.test.ts checks them.
    const documented = documentedClasses().filter((name) => !documentedClasses('versions').includes(name));
    expect(documented.length).toBeGreaterThan(30);
    expect(documented.filter((name) => !classes.has(name))).toEqual([]);
  });

  it('puts content in every slot, in order, and the footer message', () => {
    const doc = read('guide/index.html');
    const order = (html: string) => [...html.matchAll(/data-slot="(\w+)"/g)].map((m) => m[1]);
    expect(order(doc)).toEqual([
      'top',
      'beforeNav',
      'beforeNavTitle',
      'beforeNavMenu',
      'afterNavMenu',
      'afterNav',
      'beforeSidebar',
      'afterSidebar',
      'beforeDoc',
      'beforeDocContent',
      'afterDocContent',
      'beforeDocFooter',
      'afterDocFooter',
      'afterDoc',
      'beforeOutline',
      'afterOutline',
      'bottom',
    ]);
    expect(order(read('index.html'))).toEqual([
      'top',
      'beforeNav',
      'beforeNavTitle',
      'beforeNavMenu',
      'afterNavMenu',
      'afterNav',
      'beforeHero',
      'afterHero',
      'beforeFeatures',
      'afterFeatures',
      'bottom',
    ]);
    expect(doc).toContain(
      '<footer class="q-footer"><p class="q-footer__message">Released under the MIT License.</p></footer><span data-slot="bottom"></span>',
    );
  });

  it("draws the site's own Outline in place of the default one", () => {
    const doc = read('guide/index.html');
    expect(doc).toContain('<aside class="fixture-outline"><span data-slot="beforeOutline"></span>The site&#x27;s own outline');
    expect(doc).not.toContain('class="q-outline"');
  });

  it("draws the site's PrevNextPage, Rspress's name for the part, in place of the previous / next links", () => {
    const doc = read('guide/index.html');
    expect(doc).toContain('<nav class="fixture-prev-next">The site&#x27;s own previous / next links</nav>');
    expect(doc).not.toContain('class="q-prev-next"');
    // The sidebar has a next page, so the default part would draw a link to it.
    expect(doc).toContain('href="/guide/next"');
  });

  it('shows the built-in Chinese texts, useI18n texts and nav and sidebar texts from i18n.json', () => {
    const zh = read('zh/guide/index.html');
    expect(zh).toContain('<span class="fixture-greeting">你好，Ada</span>');
    expect(read('guide/index.html')).toContain('<span class="fixture-greeting">Hello, Ada</span>');
    expect(zh).toMatch(/class="q-nav__link[^"]*"[^>]*>指南</);
    expect(zh).toMatch(/class="q-sidebar__text">开始</);
    expect(read('guide/index.html')).toMatch(/class="q-sidebar__text">Getting started</);
    expect(zh).toContain('跳到正文');
    expect(zh).toContain('<p class="q-container__title">提示</p>');
    expect(zh).not.toContain('Skip to content');
  });

  it("fails on an Rspress part the layout has no place for, naming the export and what to export instead (last: it edits the fixture's theme)", () => {
    const index = path.join(workDir, 'theme/index.tsx');
    const source = fs.readFileSync(index, 'utf8');
    fs.writeFileSync(index, `${source}\nexport function EditLink() {\n  return null;\n}\n`);
    const failed = runQuire(workDir, 'build');
    expect(failed.status).not.toBe(0);
    const line = source.split('\n').length + 1;
    expect(failed.output).toContain(
      `theme/index.tsx:${line}:1: the site theme exports "EditLink", Rspress's name for a part Quire's layout has no place for, so it would never be drawn: the edit link is part of \`DocFooter\``,
    );
  });
});
