/**
 * A build with nothing changed since the last one ends once it has looked (`pipeline/last-build.ts`):
 * the output stays as it was, file for file, and the findings are printed again. Anything the output
 * depends on that changed runs the whole build, which gives the output a build from nothing gives:
 * a page, the config, a theme file, a file outside the project that the config imports or a page
 * shows, `NODE_ENV`, the output itself (a file edited, removed or added), a damaged record, `--force`.
 * A build that fails leaves no record; a config with a plugin or a `head` function, or docs outside the project, never
 * ends early.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire, runQuireWith } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `early-end-${process.pid}`);
const site = path.join(workDir, 'site');
const outside = path.join(workDir, 'outside');
const dist = path.join(site, 'dist');
const record = path.join(site, '.quire/cache/last-build.bin');
const pageA = path.join(site, 'docs/en/guide/a.mdx');
const ENDED_EARLY = 'nothing changed since the last build';

const config = (extra = '') => `import { defineConfig } from '@quire/core/config';
import { tagline } from '../outside/tagline.mjs';

export default defineConfig({
  title: 'Fixture',
  description: tagline,
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  linkCheck: 'warn',
  markdown: { allowCodeFilesFrom: ['../outside'] },
  themeConfig: { sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'Page A', link: '/guide/a' }] }] } },
  ${extra}
});
`;

function build(...args: string[]): string {
  const { status, output } = runQuire(site, 'build', ...args);
  expect(status, output).toBe(0);
  return output;
}

function buildWith(env: Record<string, string>): string {
  const { status, output } = runQuireWith(site, env, 'build');
  expect(status, output).toBe(0);
  return output;
}

/** Every file of the output with its bytes, inode and modification time. */
function outputFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { ino, mtimeMs } = fs.statSync(file);
    files.set(path.relative(dist, file), `${ino} ${mtimeMs} ${fs.readFileSync(file, 'base64')}`);
  }
  return files;
}

const bytesOf = (files: Map<string, string>) => new Map([...files].map(([file, entry]) => [file, entry.split(' ')[2]]));

/** Builds in full (asserted), then once more, which ends early and leaves every output file as it was. */
function buildThenEndEarly(...args: string[]): string {
  const output = build(...args);
  expect(output).not.toContain(ENDED_EARLY);
  const files = outputFiles();
  const again = build();
  expect(again).toContain(ENDED_EARLY);
  expect(outputFiles()).toEqual(files);
  return output;
}

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic/docs'), path.join(site, 'docs'), { recursive: true });
  fs.mkdirSync(outside, { recursive: true });
  fs.writeFileSync(path.join(outside, 'tagline.mjs'), "export const tagline = 'First tagline';\n");
  fs.writeFileSync(path.join(outside, 'example.ts'), 'export const shown = 1;\n');
  fs.writeFileSync(path.join(site, 'site.config.ts'), config());
  fs.appendFileSync(pageA, '\nSee [the missing page](/guide/missing).\n\n```ts file="../../../../outside/example.ts"\n```\n');
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('a build with nothing changed', () => {
  it('ends once it has looked, leaves every output file in place and prints the findings again', () => {
    const first = build();
    expect(first).not.toContain(ENDED_EARLY);
    expect(first).toMatch(/dead link/);
    const files = outputFiles();
    const again = build();
    expect(again).toContain(ENDED_EARLY);
    expect(outputFiles()).toEqual(files);
    // Nothing of its own left in .quire/ (the output listing's watch marks its folder).
    expect(fs.readdirSync(path.join(site, '.quire')).filter((name) => /-\d+(?:\.json)?$/.test(name))).toEqual([]);
    // The dead link's warning, as the build that found it printed it.
    const deadLink = first.split('\n').find((line) => line.includes('dead link'));
    expect(again).toContain(deadLink);
    expect(again).toMatch(/Built 5 pages \(6 HTML files\)/);
    expect(first).toMatch(/Built 5 pages \(6 HTML files\)/);
  }, 300_000);

  it('runs in full, with the output of a build from nothing, when anything it depends on changed', () => {
    fs.writeFileSync(pageA, fs.readFileSync(pageA, 'utf8').replace('Original text of page A.', 'Edited text of page A.'));
    // Why every step runs, said to the writer.
    expect(buildThenEndEarly()).toContain('docs/en/guide/a.mdx changed since the last build: every step runs');
    expect(fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8')).toContain('Edited text of page A.');

    fs.writeFileSync(path.join(site, 'site.config.ts'), config().replace("title: 'Fixture'", "title: 'Fixture Two'"));
    expect(buildThenEndEarly()).toMatch(/the config, [^\n]* changed since the last build/);
    expect(fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8')).toContain('Fixture Two');

    fs.writeFileSync(path.join(outside, 'tagline.mjs'), "export const tagline = 'Second tagline';\n");
    // The config's value changed with it.
    expect(buildThenEndEarly()).toMatch(/the config, [^\n]* changed since the last build/);
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('Second tagline');

    fs.writeFileSync(path.join(outside, 'example.ts'), 'export const shownNow = 2;\n');
    expect(buildThenEndEarly()).toContain(`${path.join(outside, 'example.ts')} changed since the last build`);
    expect(fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8')).toContain('shownNow');

    fs.mkdirSync(path.join(site, 'theme'), { recursive: true });
    fs.writeFileSync(
      path.join(site, 'theme/index.tsx'),
      "import { Layout as DefaultLayout } from '@quire/theme-default';\nexport * from '@quire/theme-default';\nexport function Layout() {\n  return <><p data-marker=\"\">theme one</p><DefaultLayout /></>;\n}\n",
    );
    buildThenEndEarly();
    expect(fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8')).toContain('theme one');
    fs.writeFileSync(
      path.join(site, 'theme/index.tsx'),
      fs.readFileSync(path.join(site, 'theme/index.tsx'), 'utf8').replace('theme one', 'theme two'),
    );
    buildThenEndEarly();
    expect(fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8')).toContain('theme two');
  }, 600_000);

  it('runs in full when its output was changed by hand, and puts it back as a build makes it', () => {
    build();
    const made = bytesOf(outputFiles());
    const page = path.join(dist, 'guide/a.html');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('Edited', 'Tampered'));
    fs.rmSync(path.join(dist, 'csp.txt'));
    fs.writeFileSync(path.join(dist, 'stray.txt'), 'not the build’s');
    fs.mkdirSync(path.join(dist, 'empty-folder'));
    expect(buildThenEndEarly()).toContain('the output folder changed since the last build');
    expect(bytesOf(outputFiles())).toEqual(made);
    expect(fs.existsSync(path.join(dist, 'empty-folder'))).toBe(false);
  }, 300_000);

  it('runs in full with --force, under another NODE_ENV, and after its record was damaged', () => {
    build();
    expect(build('--force')).not.toContain(ENDED_EARLY);
    expect(buildWith({ NODE_ENV: 'production' })).not.toContain(ENDED_EARLY);
    expect(buildWith({ NODE_ENV: 'production' })).toContain(ENDED_EARLY);
    build();
    const bytes = fs.readFileSync(record);
    bytes[bytes.length - 1] ^= 0xff;
    fs.writeFileSync(record, bytes);
    const damaged = build();
    expect(damaged).not.toContain(ENDED_EARLY);
    expect(damaged).toMatch(/last-build\.bin: a record failed its checksum/);
    expect(build()).toContain(ENDED_EARLY);
  }, 300_000);

  it('leaves no record when it fails, and never ends early with a plugin or a head function in the config, or docs outside the project', () => {
    build();
    expect(fs.existsSync(record)).toBe(true);
    const text = fs.readFileSync(pageA, 'utf8');
    fs.writeFileSync(pageA, `${text}\n<Unclosed\n`);
    expect(runQuire(site, 'build').status).toBe(1);
    expect(fs.existsSync(record)).toBe(false);
    fs.writeFileSync(pageA, text);
    buildThenEndEarly();

    for (const runsEachBuild of ["plugins: [{ name: 'noop-plugin' }],", 'head: [() => \'<meta name="built" content="each time">\'],']) {
      fs.writeFileSync(path.join(site, 'site.config.ts'), config(runsEachBuild));
      expect(build()).not.toContain(ENDED_EARLY);
      expect(build()).not.toContain(ENDED_EARLY);
      expect(fs.existsSync(record)).toBe(false);
    }
    // Docs outside the project folder, which the build does not list.
    fs.cpSync(path.join(site, 'docs'), path.join(workDir, 'docs-elsewhere'), { recursive: true });
    fs.writeFileSync(path.join(workDir, 'docs-elsewhere/en/guide/a.mdx'), '# Page A\n\nElsewhere.\n');
    fs.writeFileSync(path.join(site, 'site.config.ts'), config("root: '../docs-elsewhere',"));
    expect(build()).not.toContain(ENDED_EARLY);
    expect(build()).not.toContain(ENDED_EARLY);
  }, 300_000);
});
