/**
 * A build after an edit that changed only the text of pages, their links, headings and titles as they were, prints
 * the last build's check findings again instead of running the checks over every page (`pipeline/text-edits.ts`), and
 * keeps the other pages' documents without working out their keys.
 * Any edit a check could see runs them: a link added or moved, a heading changed, a file a page inlines, a page added.
 * Each time, the findings are the ones `--force` (every step) prints.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `last-checks-${process.pid}`);
const site = path.join(workDir, 'site');
const pageA = path.join(site, 'docs/en/guide/a.mdx');
const zhPageA = path.join(site, 'docs/zh/guide/a.mdx');
const fragment = path.join(site, 'docs/en/_parts/note.mdx');
const CHECKS_STAND = 'the last build’s findings stand';
const CHECKS_RAN = '✓ check links';
/** The render step's line when it carried the documents of the pages an edit left alone over from the last build. */
const DOCUMENTS_CARRIED = 'the pages the edit left alone: kept without their keys';

function build(...args: string[]): string {
  const { status, output } = runQuire(site, 'build', ...args);
  expect(status, output).toBe(0);
  return output;
}

/** The lines of a build's output that are findings of the checks: dead links and the translation report. */
function findings(output: string): string[] {
  return output.split('\n').filter((line) => /dead link|translations en → zh|heading/.test(line) && !line.includes(CHECKS_STAND));
}

/**
 * Builds after an edit; asserts whether the checks ran, and that they found what a build of every step finds. When they
 * did not, the other pages' documents were carried over too (`e2e/build-paths-agree.test.ts` compares the output).
 */
function buildAfterEdit(checksRun: boolean): string {
  const output = build();
  expect(output.includes(CHECKS_STAND), output).toBe(!checksRun);
  expect(output.includes(CHECKS_RAN), output).toBe(checksRun);
  expect(output.includes(DOCUMENTS_CARRIED), output).toBe(!checksRun);
  // The render cache kept the pages whose documents were carried over: a build of every step, without the
  // documents' record, takes every page from it.
  if (!checksRun) fs.rmSync(path.join(site, '.quire/cache/documents.json'));
  const forced = build('--force');
  expect(findings(output)).toEqual(findings(forced));
  if (!checksRun) expect(forced).toMatch(/ (\d+) of \1 pages unchanged, taken from/);
  return output;
}

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), site, { recursive: true });
  fs.writeFileSync(
    path.join(site, 'site.config.ts'),
    fs.readFileSync(path.join(site, 'site.config.ts'), 'utf8').replace('defineConfig({', "defineConfig({\n  linkCheck: 'warn',"),
  );
  fs.appendFileSync(pageA, '\nSee [the missing page](/guide/missing).\n');
  fs.mkdirSync(path.dirname(fragment), { recursive: true });
  fs.writeFileSync(fragment, 'A note inlined into the step page.\n');
  fs.appendFileSync(path.join(site, 'docs/en/tutorial/step.mdx'), "\nimport Note from '../_parts/note.mdx';\n\n<Note />\n");
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('the checks after an edit', () => {
  it('are not run again when only pages’ text changed, and their findings are printed again', () => {
    const first = build();
    expect(first).toContain(CHECKS_RAN);
    expect(findings(first).some((line) => line.includes('/guide/missing'))).toBe(true);
    fs.appendFileSync(pageA, '\nA paragraph with no link in it.\n');
    expect(findings(buildAfterEdit(false))).toEqual(findings(first));
    fs.appendFileSync(zhPageA, '\n一段没有链接的文字。\n');
    buildAfterEdit(false);
    // The sidebar files the last build left are this build's too, unless one is no longer as it left it.
    const sidebars = path.join(site, 'dist/static/sidebar');
    const [removed] = fs.readdirSync(sidebars);
    const bytes = fs.readFileSync(path.join(sidebars, removed));
    fs.rmSync(path.join(sidebars, removed));
    fs.appendFileSync(pageA, '\nOne more paragraph.\n');
    expect(build()).toContain(DOCUMENTS_CARRIED);
    expect(fs.readFileSync(path.join(sidebars, removed))).toEqual(bytes);
    // The sidebars the last build made are taken only as that build recorded them.
    const structure = path.join(site, '.quire/cache/last-structure.json');
    fs.writeFileSync(structure, fs.readFileSync(structure, 'utf8').replaceAll('"text":"', '"text":"Tampered '));
    fs.appendFileSync(pageA, '\nA last paragraph.\n');
    expect(build()).toContain(DOCUMENTS_CARRIED);
    const dist = path.join(site, 'dist');
    const tampered = fs
      .readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8').includes('Tampered'));
    expect(tampered.map((entry) => entry.name)).toEqual([]);
  }, 300_000);

  it('run when an edit changed what a check reads', () => {
    build();
    // A second dead link.
    fs.appendFileSync(pageA, '\nSee [another missing page](/guide/missing-too).\n');
    expect(buildAfterEdit(true)).toContain('/guide/missing-too');
    // The dead links move down a line.
    fs.writeFileSync(pageA, fs.readFileSync(pageA, 'utf8').replace('\n', '\n\nA first paragraph.\n'));
    buildAfterEdit(true);
    // A heading the Chinese page lacks.
    fs.appendFileSync(pageA, '\n## A new section\n');
    buildAfterEdit(true);
    // A file a page inlines, which is no page.
    fs.appendFileSync(fragment, '\nSee [a missing page](/guide/gone).\n');
    expect(buildAfterEdit(true)).toContain('/guide/gone');
    // A page added.
    fs.writeFileSync(path.join(site, 'docs/en/guide/b.mdx'), '# Page B\n\nSee [page A](/guide/a).\n');
    buildAfterEdit(true);
    // The next text-only edit prints those findings again.
    fs.appendFileSync(pageA, '\nAnother paragraph.\n');
    buildAfterEdit(false);
  }, 300_000);
});
