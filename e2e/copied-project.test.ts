/**
 * A project copied with `cp -a` after a build (a moved checkout, a CI cache restored into another
 * folder), its `.quire` and `dist` removed, builds the same `dist/` byte for byte as the original:
 * nothing the original's install or build keeps reaches the copy's build. The project carries its own Quire install (core, shared, runtime and theme, their
 * libraries linked to the repository's), as a project with `node_modules` does.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `copied-${process.pid}`);
// Names of one length: the minifier's short names still follow the length of the project's path
// through Rspack's pre-minification chunk hashes, which is no leak of the original's files.
const original = path.join(workDir, 'a');
const copy = path.join(workDir, 'b');
const PACKAGES = ['core', 'shared', 'runtime', 'theme-default'];

/**
 * Pages the bundler builds (they import components, one with a stylesheet), beside the fixture's
 * standalone ones, and a search hooks module and a global component for a config to name.
 */
const ADDED_FILES: Record<string, string> = {
  'components/Plain.tsx': 'export function Plain() {\n  return <p>Plain</p>;\n}\n',
  'components/Styled.tsx': 'import \'./Styled.css\';\n\nexport function Styled() {\n  return <p className="styled">Styled</p>;\n}\n',
  'components/Styled.css': '.styled {\n  color: teal;\n}\n',
  'components/search-hooks.ts': 'export const beforeSearch = (query: string) => query.trim();\n',
  'components/Banner.tsx': 'export default function Banner() {\n  return <aside>Banner</aside>;\n}\n',
  'docs/en/guide/plain.mdx': "---\norphan: true\n---\n\nimport { Plain } from '../../../components/Plain';\n\n# Plain\n\n<Plain />\n",
  'docs/en/guide/styled.mdx': "---\norphan: true\n---\n\nimport { Styled } from '../../../components/Styled';\n\n# Styled\n\n<Styled />\n",
};

/** A project of the fixture and its own Quire install at `project`, its files' times kept. */
function makeProject(project: string, options: { configFields?: string } = {}): void {
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), project, { recursive: true, preserveTimestamps: true });
  // One time for the added files, so a page's last-updated time is the same in every copy.
  const time = fs.statSync(path.join(project, 'docs/en/guide/a.mdx')).mtime;
  for (const [file, text] of Object.entries(ADDED_FILES)) {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    fs.writeFileSync(path.join(project, file), text);
    fs.utimesSync(path.join(project, file), time, time);
  }
  if (options.configFields) {
    const config = path.join(project, 'site.config.ts');
    const text = fs.readFileSync(config, 'utf8').replace('defineConfig({', `defineConfig({\n  ${options.configFields}`);
    fs.writeFileSync(config, text);
  }
  for (const name of PACKAGES) {
    // The packages' own `node_modules` are relative links into the project's `node_modules`, kept as they are.
    fs.cpSync(path.join(root, 'packages', name), path.join(project, 'packages', name), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !source.includes(`${path.sep}.cache`),
    });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
}

/** The files of `first` that `second` lacks or holds other bytes in. */
function differingFiles(first: string, second: string): string[] {
  return filesOf(first).filter((file) => {
    const other = path.join(second, file);
    return !fs.existsSync(other) || !fs.readFileSync(path.join(first, file)).equals(fs.readFileSync(other));
  });
}

/** `quire build` with the project's own install of core. */
function build(project: string): void {
  const bin = path.join(project, 'packages/core/bin/quire.mjs');
  const result = spawnSync(process.execPath, [bin, 'build'], { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
}

/** Every file under `dir`, by its path from there. */
function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  makeProject(original);
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('a project copied with cp -a', () => {
  it('builds the same dist/ byte for byte as the original once .quire and dist are removed', () => {
    build(original);
    const copied = spawnSync('cp', ['-a', original, copy], { encoding: 'utf8' });
    expect(copied.status, copied.stderr).toBe(0);
    fs.rmSync(path.join(copy, '.quire'), { recursive: true });
    fs.rmSync(path.join(copy, 'dist'), { recursive: true });
    build(copy);

    const originalFiles = filesOf(path.join(original, 'dist')).sort();
    expect(filesOf(path.join(copy, 'dist')).sort()).toEqual(originalFiles);
    const differing = originalFiles.filter(
      (file) => !fs.readFileSync(path.join(original, 'dist', file)).equals(fs.readFileSync(path.join(copy, 'dist', file))),
    );
    expect(differing).toEqual([]);
  }, 300_000);

  it('has the same chunk hashes before their final content hashes in a folder of another name', () => {
    // The app entry names each lazy chunk by its first hash, which the minifier reads when it picks
    // short names: a hash that follows the folder's path (a worker compiled by Rspack's `new
    // Worker(new URL(...))`, a module whose text names an absolute path) changes those names now and
    // then. Without the final content hashes the first ones are in the file names, and differ wherever they do.
    // With the modules the config names, which the app's generated modules import.
    const fields = [
      'builderConfig: { tools: { rspack: { optimization: { realContentHash: false } } } },',
      "search: { searchHooks: './components/search-hooks.ts' },",
      "globalUIComponents: ['./components/Banner.tsx'],",
    ].join('\n  ');
    const [one, two] = [path.join(workDir, 'one'), path.join(workDir, 'two')];
    makeProject(one, { configFields: fields });
    makeProject(two, { configFields: fields });
    build(one);
    build(two);

    expect(differingFiles(path.join(one, 'dist'), path.join(two, 'dist'))).toEqual([]);
    expect(differingFiles(path.join(two, 'dist'), path.join(one, 'dist'))).toEqual([]);
  }, 300_000);
});
