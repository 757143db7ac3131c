/**
 * The output folder a build replaces whole (`build/output-folder.ts`): never a folder the project
 * needs or one around it, and an existing folder only when Quire wrote it or the config allows it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertOutDirReplaceable, checkedOutDir, OUTPUT_MARKER, type OutputFolderConfig } from '#core/pipeline/output-folder.ts';

let root: string;
let project: string;
const config = (fields: Partial<OutputFolderConfig>): OutputFolderConfig => ({
  outDir: 'dist',
  root: 'docs',
  themeDir: 'theme',
  langs: ['en', 'zh'],
  emptyOutDir: false,
  ...fields,
});

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-out-'));
  project = path.join(root, 'site');
  for (const folder of ['docs/en', 'docs/public', 'theme', '.quire', 'node_modules']) fs.mkdirSync(path.join(project, folder), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('checkedOutDir', () => {
  it.each([
    ['.', 'is the project folder'],
    ['./', 'is the project folder'],
    ['..', 'contains the project folder'],
    ['docs', 'is the content folder (root: "docs")'],
    ['docs/zh', 'is inside the content folder (root: "docs")'],
    ['docs/public/out', 'is inside the content folder (root: "docs")'],
    ['theme', 'is the theme folder (themeDir: "theme")'],
    ['theme/out', 'is inside the theme folder (themeDir: "theme")'],
    ['.quire', "is Quire's own folder .quire"],
    ['.quire/dist', "is inside Quire's own folder .quire"],
    ['node_modules', 'is node_modules'],
    ['.git', 'is .git'],
  ])('refuses outDir %j: it %s', (outDir, rule) => {
    expect(() => checkedOutDir(config({ outDir }), project, '/site/site.config.ts')).toThrow(
      `/site/site.config.ts: invalid config: "outDir" ("${outDir}") ${rule}: every build replaces its output folder whole, so it must be a folder of its own, such as "dist"`,
    );
  });

  it('refuses a folder around the content or theme, and one reached through a link into them', () => {
    expect(() => checkedOutDir(config({ outDir: 'site', root: 'site/docs' }), project)).toThrow(
      '("site") contains the content folder (root: "site/docs")',
    );
    expect(() => checkedOutDir(config({ outDir: 'ui', themeDir: 'ui/theme' }), project)).toThrow('("ui") contains the theme folder');
    fs.symlinkSync(path.join(project, 'docs'), path.join(project, 'docs-link'));
    expect(() => checkedOutDir(config({ outDir: 'docs-link' }), project)).toThrow('("docs-link") is the content folder');
    expect(() => checkedOutDir(config({ outDir: 'docs-link/en/out' }), project)).toThrow('("docs-link/en/out") is inside the content folder');
  });

  it('content at the top of the project: its language and public folders are refused, another folder is not', () => {
    const top = config({ root: '.' });
    expect(checkedOutDir(top, project)).toBe(path.join(project, 'dist'));
    expect(() => checkedOutDir({ ...top, outDir: 'zh' }, project)).toThrow('("zh") is the content folder of "zh"');
    expect(() => checkedOutDir({ ...top, outDir: 'docs/public' }, project)).not.toThrow();
    expect(() => checkedOutDir({ ...top, outDir: 'public' }, project)).toThrow('("public") is the public folder');
  });

  it('accepts a folder of its own, in the project or outside it', () => {
    expect(checkedOutDir(config({}), project)).toBe(path.join(project, 'dist'));
    expect(checkedOutDir(config({ outDir: 'build/site' }), project)).toBe(path.join(project, 'build/site'));
    expect(checkedOutDir(config({ outDir: '../published' }), project)).toBe(path.join(root, 'published'));
    // A project-level public/ is no folder of Quire's (GitLab Pages publishes one).
    expect(checkedOutDir(config({ outDir: 'public' }), project)).toBe(path.join(project, 'public'));
  });
});

describe('assertOutDirReplaceable', () => {
  const replaceable =
    (outDir: string, emptyOutDir = false) =>
    () =>
      assertOutDirReplaceable(outDir, config({ emptyOutDir }), project);

  it('accepts no folder, an empty one, one with the marker and an output from before the marker', () => {
    const dist = path.join(project, 'dist');
    expect(replaceable(dist)).not.toThrow();
    fs.mkdirSync(dist);
    expect(replaceable(dist)).not.toThrow();
    fs.writeFileSync(path.join(dist, 'index.html'), 'home');
    fs.writeFileSync(path.join(dist, OUTPUT_MARKER), '');
    expect(replaceable(dist)).not.toThrow();
    fs.rmSync(path.join(dist, OUTPUT_MARKER));
    fs.mkdirSync(path.join(dist, 'static'));
    fs.writeFileSync(path.join(dist, 'static/manifest.json'), JSON.stringify({ routes: 'static/routes.1.json', search: [] }));
    expect(replaceable(dist)).not.toThrow();
    // A route table in shards, as builds write it now.
    fs.writeFileSync(path.join(dist, 'static/manifest.json'), JSON.stringify({ routes: [['', 'static/routes.1.json']], search: [] }));
    expect(replaceable(dist)).not.toThrow();
  });

  it("refuses another tool's folder in the project, a folder outside it and a file, unless emptyOutDir", () => {
    const dist = path.join(project, 'dist');
    fs.mkdirSync(path.join(dist, 'static'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<h1>from another tool</h1>');
    fs.writeFileSync(path.join(dist, 'static/manifest.json'), '{"name":"a web app manifest"}');
    expect(replaceable(dist)).toThrow(
      'dist: the output folder holds files Quire did not write (no .quire-output file in it), and every build replaces it whole: ' +
        'move its files away or delete it, choose another outDir, or set emptyOutDir: true in the site config to let the build replace it',
    );
    expect(replaceable(dist, true)).not.toThrow();
    const elsewhere = path.join(root, 'photos');
    fs.mkdirSync(elsewhere);
    fs.writeFileSync(path.join(elsewhere, 'cat.jpg'), 'meow');
    expect(replaceable(elsewhere)).toThrow(`${elsewhere}: the output folder, outside the project, holds files Quire did not write`);
    const file = path.join(project, 'notes.txt');
    fs.writeFileSync(file, 'notes');
    expect(replaceable(file)).toThrow('notes.txt: the output folder is a file, not a folder Quire wrote');
  });
});
