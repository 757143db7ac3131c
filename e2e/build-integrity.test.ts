/**
 * Caches can be wrong; the output cannot. Two cold builds of the same docs give the same `dist/`
 * byte for byte, even when the CPU is busy during one of them (code colours once depended on how
 * fast a line was tokenized); a byte changed in any file under `.quire/cache` is found by its
 * checksum, named in a warning, and the build's `dist/` is the clean build's; and a warm build
 * follows every change to `docs/public` (a file added used to be left out of a reused bundle) and
 * puts right whatever was done to `dist/` by hand. One small site, built cold twice and then warm, serves all four.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `integrity-${process.pid}`);
const dist = path.join(workDir, 'dist');
const cacheDir = path.join(workDir, '.quire/cache');
const publicDir = path.join(workDir, 'docs/public');

function build(...args: string[]): string {
  const { status, output } = runQuire(workDir, 'build', ...args);
  expect(status, output).toBe(0);
  return output;
}

function coldBuild(): string {
  fs.rmSync(path.join(workDir, '.quire'), { recursive: true, force: true });
  fs.rmSync(dist, { recursive: true, force: true });
  return build();
}

/** Every file of `dist/` and the sha256 of its bytes. */
function hashTree(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dist, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return files;
}

/** Processes that keep every core busy until stopped. */
function busyCpu(): ChildProcess[] {
  return Array.from({ length: os.availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }));
}

/** Adds 1 to one byte of `file`, at `at` × its size. */
function damage(file: string, at: number): void {
  const bytes = fs.readFileSync(file);
  const offset = Math.floor(bytes.length * at);
  bytes[offset] = (bytes[offset] + 1) % 256;
  fs.writeFileSync(file, bytes);
}

let clean: Record<string, string>;

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  fs.writeFileSync(
    path.join(workDir, 'docs/en/guide/code.mdx'),
    '# Code\n\n```ts {2}\ninterface Options { name: string; retries?: number }\nexport function run(options: Options): Promise<void> {\n  return fetch(`/api/${options.name}`).then(() => undefined);\n}\n```\n\n```bash\npnpm add -D @quire/core # a comment\n```\n',
  );
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'kept.txt'), 'kept\n');
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('build integrity', () => {
  it('two cold builds, one of them on a busy CPU, give the same dist/ byte for byte', () => {
    coldBuild();
    clean = hashTree();
    expect(Object.keys(clean)).toContain('kept.txt');
    const spinners = busyCpu();
    try {
      coldBuild();
    } finally {
      for (const spinner of spinners) spinner.kill();
    }
    expect(hashTree()).toEqual(clean);
  }, 300_000);

  it.each([
    // The compile pack's entries are read for every page, its code records and the render pack
    // only for scripts and documents not taken from the last dist/: those are built without it.
    { file: 'compile.pack', at: 0.1, withoutDist: true },
    { file: 'render.pack', at: 0.1, withoutDist: true },
    { file: 'bundle/web.pack', at: 0.5 },
    { file: 'bundle/ssr.pack', at: 0.5 },
    { file: 'bundle/manifest.json', at: 0.5 },
    { file: 'documents.json', at: 0.5 },
    { file: 'gzip-sizes.json', at: 0.5 },
    { file: 'standalone-scripts.json', at: 0.5 },
    { file: 'link-checks.json', at: 0.5 },
    // Read by the output's listing thread: the files it would vouch for are compared by their bytes.
    { file: 'outputs.bin', at: 0.5 },
    // Read for every page before the pack: a damaged record is taken from the pack.
    { file: 'compile-facts.bin', at: 0.5 },
  ])(
    'a byte changed in .quire/cache/$file is warned of, and dist/ is the clean build’s',
    ({ file, at, withoutDist }) => {
      expect(clean, 'the cold build ran first').toBeDefined();
      damage(path.join(cacheDir, file), at);
      if (withoutDist) fs.rmSync(dist, { recursive: true, force: true });
      // Every step, though no input changed: a build with nothing changed reads no cache.
      const output = build('--force');
      expect(output).toContain(`! .quire/cache/${file}: a record failed its checksum; rebuilding it`);
      expect(hashTree()).toEqual(clean);
    },
    300_000,
  );

  it('after the damaged records were rebuilt, a warm build finds every cache whole', () => {
    const output = build('--force');
    expect(output).not.toContain('failed its checksum');
    expect(output).toContain('inputs unchanged, reused from .quire/cache/bundle');
    expect(hashTree()).toEqual(clean);
  }, 300_000);

  it('a warm build follows a file added to, changed in and removed from docs/public', () => {
    const added = path.join(publicDir, 'files/added.txt');
    fs.mkdirSync(path.dirname(added), { recursive: true });
    fs.writeFileSync(added, 'first version\n');
    build();
    expect(fs.readFileSync(path.join(dist, 'files/added.txt'), 'utf8')).toBe('first version\n');

    fs.writeFileSync(added, 'second version\n');
    build();
    expect(fs.readFileSync(path.join(dist, 'files/added.txt'), 'utf8')).toBe('second version\n');

    fs.rmSync(added);
    build();
    expect(fs.existsSync(path.join(dist, 'files/added.txt'))).toBe(false);
    expect(hashTree()).toEqual(clean);
  }, 300_000);

  it('a warm build puts right what was done to dist/ by hand: a file edited, one removed, one added, a folder made a link', () => {
    const [edited, removed] = Object.keys(clean).filter((file) => file.startsWith('guide/') && file.endsWith('.html'));
    fs.appendFileSync(path.join(dist, edited), '<script>byHand()</script>');
    fs.rmSync(path.join(dist, removed));
    fs.writeFileSync(path.join(dist, 'stray.html'), '<script>byHand()</script>');
    fs.mkdirSync(path.join(dist, 'stray/deep'), { recursive: true });
    // A folder moved out of the project and linked back: its files keep their inodes, sizes and times.
    const outside = `${workDir}-outside-static`;
    fs.rmSync(outside, { recursive: true, force: true });
    fs.renameSync(path.join(dist, 'static'), outside);
    fs.symlinkSync(outside, path.join(dist, 'static'));
    const before = fs.readdirSync(outside, { recursive: true }).length;
    try {
      build();
      // csp.txt included: the stray page's script is not allowed.
      expect(hashTree()).toEqual(clean);
      expect(fs.lstatSync(path.join(dist, 'static')).isDirectory()).toBe(true);
      expect(fs.existsSync(path.join(dist, 'stray'))).toBe(false);
      expect(fs.readdirSync(outside, { recursive: true }).length).toBe(before);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  }, 300_000);
});
