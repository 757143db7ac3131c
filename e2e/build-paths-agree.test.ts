/**
 * Whatever shortcut a build takes, its output is the one a build running every step gives. Two copies of a site take
 * the same seeded sequence of edits (a paragraph added, with a file of the output removed by hand or not, a title
 * changed, a file a page inlines changed, a page added or removed, a file rewritten with its own bytes, the config's
 * title changed, a file of the output changed by hand, nothing at all), each file's time set alike in both; after each, one copy is built as a writer builds it and the other with `--force`, and the two
 * `dist/` folders must hold the same bytes.
 * `EDIT_SEED` replays a sequence; `EDIT_STEPS` makes it longer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `paths-agree-${process.pid}`);
const copies = { shortcut: path.join(workDir, 'shortcut'), forced: path.join(workDir, 'forced') };
const SEED = Number(process.env.EDIT_SEED ?? Date.now() % 100_000);
const STEPS = Number(process.env.EDIT_STEPS ?? 8);
const ENDED_EARLY = 'nothing changed since the last build';

/** A small seeded generator (mulberry32): the same seed gives the same edits. */
function generator(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

type Step =
  | 'paragraph'
  | 'paragraph, output removed'
  | 'title'
  | 'fragment'
  | 'add page'
  | 'remove page'
  | 'same bytes'
  | 'config title'
  | 'output edited'
  | 'nothing';
const STEP_KINDS: Step[] = [
  'paragraph',
  'paragraph, output removed',
  'title',
  'fragment',
  'add page',
  'remove page',
  'same bytes',
  'config title',
  'output edited',
  'nothing',
];

/** Every file of a copy's output, relative to it, in order. */
function outputFiles(site: string): string[] {
  const outputs = fs.readdirSync(path.join(site, 'dist'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return outputs.map((e) => path.join(e.parentPath, e.name)).sort();
}

/** A file the tutorial's step page inlines: its pages are built from two files. */
const FRAGMENT = 'docs/en/_parts/note.mdx';

/** Every page of the site, relative to its folder. */
function pagesOf(site: string): string[] {
  return fs
    .readdirSync(path.join(site, 'docs'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
    .map((e) => path.relative(site, path.join(e.parentPath, e.name)))
    .sort();
}

/** Applies one edit to a copy; the files it wrote, relative to the copy, or undefined when it changed nothing. */
function applyStep(site: string, step: Step, pick: (n: number) => number, index: number): string[] | undefined {
  const pages = pagesOf(site);
  const page = pages[pick(pages.length)];
  const file = (relative: string) => path.join(site, relative);
  switch (step) {
    case 'paragraph':
      fs.appendFileSync(file(page), `\nParagraph ${index} added to the page.\n`);
      return [page];
    case 'paragraph, output removed': {
      // A text edit, whose build keeps the other pages' files as the last build left them, after a file of the
      // output was removed by hand: the build puts it back.
      fs.appendFileSync(file(page), `\nParagraph ${index} added to the page.\n`);
      const outputs = outputFiles(site);
      fs.rmSync(outputs[pick(outputs.length)]);
      return [page];
    }
    case 'title': {
      const text = fs.readFileSync(file(page), 'utf8');
      fs.writeFileSync(file(page), text.replace(/^# .*$/m, `# Title ${index}`));
      return [page];
    }
    case 'fragment':
      fs.appendFileSync(file(FRAGMENT), `\nA note added at edit ${index}.\n`);
      return [FRAGMENT];
    case 'add page': {
      const added = `docs/en/guide/added-${index}.mdx`;
      fs.writeFileSync(file(added), `# Added ${index}\n\nSee [page A](/guide/a).\n`);
      return [added];
    }
    case 'remove page': {
      const added = pages.filter((p) => p.includes('/added-'));
      if (added.length === 0) return undefined;
      fs.rmSync(file(added[pick(added.length)]));
      return [];
    }
    case 'same bytes':
      fs.writeFileSync(file(page), fs.readFileSync(file(page)));
      return [page];
    case 'config title': {
      const text = fs.readFileSync(file('site.config.ts'), 'utf8');
      fs.writeFileSync(file('site.config.ts'), text.replace(/title: '[^']*'/, `title: 'Fixture ${index}'`));
      return ['site.config.ts'];
    }
    case 'output edited': {
      // A file of the output changed by hand: the build puts it back. Not an input, so nothing to date.
      const outputs = outputFiles(site);
      fs.appendFileSync(outputs[pick(outputs.length)], ' ');
      return [];
    }
    case 'nothing':
      return undefined;
  }
}

function build(site: string, ...args: string[]): string {
  const { status, output } = runQuire(site, 'build', ...args);
  expect(status, output).toBe(0);
  return output;
}

/** Every file of a copy's `dist/` with its bytes, in base64. */
function outputOf(site: string): Record<string, string> {
  const dist = path.join(site, 'dist');
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files[path.relative(dist, path.join(entry.parentPath, entry.name))] = fs.readFileSync(path.join(entry.parentPath, entry.name), 'base64');
  }
  return files;
}

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  for (const site of Object.values(copies)) {
    fs.cpSync(path.join(root, 'e2e/fixtures/basic'), site, { recursive: true, preserveTimestamps: true });
    // With a site address, the output has a sitemap, which lists every page's date.
    const config = path.join(site, 'site.config.ts');
    fs.writeFileSync(
      config,
      fs.readFileSync(config, 'utf8').replace("title: 'Fixture',", "title: 'Fixture',\n  siteUrl: 'https://docs.example.com',"),
    );
    fs.mkdirSync(path.dirname(path.join(site, FRAGMENT)), { recursive: true });
    fs.writeFileSync(path.join(site, FRAGMENT), '## A note\n\nInlined into the step page.\n');
    fs.appendFileSync(path.join(site, 'docs/en/tutorial/step.mdx'), "\nimport Note from '../_parts/note.mdx';\n\n<Note />\n");
    // A page's date is its files' time: the same in both copies.
    const time = new Date(Date.UTC(2026, 0, 1));
    for (const file of [FRAGMENT, 'docs/en/tutorial/step.mdx']) fs.utimesSync(path.join(site, file), time, time);
  }
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('a build with its shortcuts and one running every step', () => {
  it(`give the same output after each of a sequence of edits (EDIT_SEED=${SEED})`, () => {
    build(copies.shortcut);
    build(copies.forced, '--force');
    expect(outputOf(copies.shortcut)).toEqual(outputOf(copies.forced));
    expect(Object.keys(outputOf(copies.shortcut))).toContain('sitemap.xml');
    const pick = generator(SEED);
    for (let index = 1; index <= STEPS; index++) {
      const step = STEP_KINDS[pick(STEP_KINDS.length)];
      // Each copy draws the same numbers for its edit.
      const state = pick(1_000_000);
      const written = Object.values(copies).map((site) => applyStep(site, step, generator(state), index));
      // A page's date is its file's time: the same in both copies.
      const time = new Date(Date.UTC(2026, 0, 1, 0, index));
      for (const [i, site] of Object.values(copies).entries()) for (const file of written[i] ?? []) fs.utimesSync(path.join(site, file), time, time);
      const shortcut = build(copies.shortcut);
      build(copies.forced, '--force');
      // Ends early exactly when the edit changed nothing.
      expect(shortcut.includes(ENDED_EARLY), `step ${index}: ${step}`).toBe(written[0] === undefined);
      expect(outputOf(copies.shortcut), `step ${index}: ${step} (EDIT_SEED=${SEED})`).toEqual(outputOf(copies.forced));
    }
  }, 600_000);
});
