/**
 * Core run from its TypeScript sources (the repository's tests) starts its threads, the bundler's
 * child process and Rspack's loaders on one file bundled from the entry's sources by esbuild, not on
 * the sources through tsx: in Node 20 tsx's hooks run on a thread of their own, and every module
 * such a thread imported crossed to it and back. The bundle is made in a short child process (a
 * worker is started synchronously) and kept in the `node_modules/.cache` of the package that holds
 * the entry, so its bare imports resolve as the sources' do, until one of its inputs changes. Each
 * source's `import.meta` is written into it as that file's own, so paths found from a module are the
 * same in the bundle.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { esbuildPath } from './esbuild.js';

/** Each input's size and modification time when the bundle was made, by absolute path. */
type Stamps = Record<string, string>;

const stampText = ({ size, mtimeMs }: { size: number; mtimeMs: number }): string => `${size}:${mtimeMs}`;

const stampOf = (file: string): string => {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? stampText(stat) : 'missing';
};

/** The bundle of `entry` (a TypeScript module), made again when an input changed. */
export function sourceBundle(entry: URL): URL {
  const source = fileURLToPath(entry);
  const { bundle, stampsFile } = bundlePaths(source);
  if (!isCurrent(bundle, stampsFile)) makeBundle(source, bundle, stampsFile);
  return pathToFileURL(bundle);
}

/** Where `source`'s bundle and its inputs' stamps live: in the `node_modules/.cache` of the package that holds it. */
function bundlePaths(source: string): { bundle: string; stampsFile: string } {
  const name = `${path.basename(source).replace(/\.[cm]?ts$/, '')}-${createHash('sha1').update(source).digest('hex').slice(0, 10)}`;
  const dir = path.join(packageDirOf(source), 'node_modules', '.cache', 'quire-source-bundles');
  return { bundle: path.join(dir, `${name}.mjs`), stampsFile: path.join(dir, `${name}.json`) };
}

function packageDirOf(file: string): string {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

function isCurrent(bundle: string, stampsFile: string): boolean {
  if (!fs.existsSync(bundle)) return false;
  let stamps: Stamps;
  try {
    stamps = JSON.parse(fs.readFileSync(stampsFile, 'utf8')) as Stamps;
  } catch {
    return false;
  }
  return Object.entries(stamps).every(([file, stamp]) => stampOf(file) === stamp);
}

/** Bundles `source` in a child process (esbuild's plugins need its asynchronous API) and records its inputs' stamps as it read them. */
function makeBundle(source: string, bundle: string, stampsFile: string): void {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', BUNDLER, esbuildPath(), source], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`could not bundle ${source} to run it:\n${result.stderr}`);
  const { text, read } = JSON.parse(result.stdout) as { text: string; read: Record<string, { size: number; mtimeMs: number }> };
  const stamps: Stamps = Object.fromEntries(Object.entries(read).map(([file, stat]) => [file, stampText(stat)]));
  // Written aside and renamed: several test processes may make the same bundle at once.
  fs.mkdirSync(path.dirname(bundle), { recursive: true });
  const temporary = `${bundle}.${process.pid}`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, bundle);
  fs.writeFileSync(`${stampsFile}.${process.pid}`, JSON.stringify(stamps));
  fs.renameSync(`${stampsFile}.${process.pid}`, stampsFile);
}

/**
 * The child's program: argv[1] esbuild's path, argv[2] the entry; prints the bundle's text and each input's size and
 * modification time as JSON. A file is stat'ed before it is read, so an edit made meanwhile leaves a stamp that no
 * longer matches.
 */
const BUNDLER = `
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const [esbuildPath, entry] = process.argv.slice(1);
const esbuild = createRequire(import.meta.url)(esbuildPath);
const read = {};
const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx', '.json': 'json' };
const ownMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /.*/, namespace: 'file' }, (args) => {
      const { size, mtimeMs } = fs.statSync(args.path);
      read[args.path] = { size, mtimeMs };
      const text = fs.readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents: text, loader: LOADERS[path.extname(args.path)] ?? 'js' };
    });
  },
};
const result = await esbuild.build({
  entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external',
  write: false, logLevel: 'silent', plugins: [ownMeta],
});
process.stdout.write(JSON.stringify({ text: result.outputFiles[0].text, read }));
`;
