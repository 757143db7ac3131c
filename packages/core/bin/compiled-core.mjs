/**
 * Core compiled ahead to plain ES modules, so a command runs without tsx's hooks: every import
 * after `register()` goes through tsx's hook thread, the MDX pipeline's too, which costs a one-page
 * edit build a good part of its time. The copy is kept under `node_modules/.cache/quire-cli`
 * with the hash of every file it was made from, as read for it; a command runs it only while each
 * of those files still holds those bytes, and compiles a new one otherwise. When compiling fails,
 * the caller runs the sources through tsx.
 *
 * Each module keeps its own `import.meta.url` (the source file's), so paths found from it (the
 * worker and child entries, the compiler's fingerprint over its sources) are the same as through
 * tsx. Libraries stay imports, resolved from core's folder. So a copy belongs to the core folder it
 * was made in: a project copied with its `node_modules` (`cp -a`, a CI cache) makes its own instead
 * of running the original's, which would bundle the original's runtime beside the copy's React.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const coreDir = fileURLToPath(new URL('..', import.meta.url));
/** Under core's folder, so the copy resolves the libraries it imports from there. */
const CACHE_DIR = path.join(coreDir, 'node_modules/.cache/quire-cli');
const require = createRequire(path.join(coreDir, 'package.json'));
/** Copies left by earlier sources: removed after a while, not at once (a running command may still load from one). */
const KEEP_OLD_MS = 60 * 60_000;

const sha1 = (bytes) => createHash('sha1').update(bytes).digest('hex');

/** Files that shape the copy besides the modules it is made of: this file, the packages' exports, esbuild's version. */
function setupFiles() {
  return [
    fileURLToPath(import.meta.url),
    path.join(coreDir, 'package.json'),
    require.resolve('@quire/runtime/package.json'),
    require.resolve('tsx/package.json'),
  ];
}

/** Whether each file still holds the bytes the copy was made from. */
function unchanged(inputs) {
  for (const [file, hash] of Object.entries(inputs)) {
    let bytes;
    try {
      bytes = fs.readFileSync(file);
    } catch {
      return false;
    }
    if (sha1(bytes) !== hash) return false;
  }
  return true;
}

const loaders = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.json': 'json' };

/** Compiles `src/cli.ts` and what it imports of core and the runtime into a new copy in `cacheDir`; its entry's URL. */
async function compile(cacheDir) {
  const esbuild = createRequire(require.resolve('tsx/package.json'))('esbuild');
  const inputs = {};
  for (const file of setupFiles()) inputs[file] = sha1(fs.readFileSync(file));
  const temp = path.join(cacheDir, `tmp-${process.pid}-${Date.now()}`);
  await esbuild.build({
    entryPoints: [path.join(coreDir, 'src/cli.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir: temp,
    logLevel: 'silent',
    plugins: [
      {
        name: 'core-copy',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@quire/') ? undefined : { path: args.path, external: true }));
          build.onLoad({ filter: /.*/ }, (args) => {
            const loader = loaders[path.extname(args.path)];
            if (!loader) throw new Error(`no loader for ${args.path}`);
            const bytes = fs.readFileSync(args.path);
            inputs[args.path] = sha1(bytes);
            const url = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: bytes.toString('utf8').replaceAll('import.meta.url', url), loader };
          });
        },
      },
    ],
  });
  const name = sha1(JSON.stringify(Object.entries(inputs).sort()));
  const dir = path.join(cacheDir, name);
  try {
    fs.renameSync(temp, dir);
  } catch {
    // Another command made the same copy meanwhile.
    fs.rmSync(temp, { recursive: true, force: true });
  }
  const recordFile = path.join(cacheDir, 'current.json');
  const record = `${recordFile}.${process.pid}.tmp`;
  fs.writeFileSync(record, JSON.stringify({ dir: name, madeIn: coreDir, inputs }));
  fs.renameSync(record, recordFile);
  removeOldCopies(cacheDir, name);
  return pathToFileURL(path.join(dir, 'cli.js')).href;
}

function removeOldCopies(cacheDir, current) {
  for (const name of fs.readdirSync(cacheDir)) {
    if (name === current || name === 'current.json' || name.endsWith('.tmp')) continue;
    const dir = path.join(cacheDir, name);
    if (Date.now() - fs.statSync(dir).mtimeMs > KEEP_OLD_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The compiled CLI's URL: the kept copy while its sources are unchanged, else a new one; undefined
 * when compiling fails. `cacheDir`: where copies are kept (tests), a folder under core's.
 */
export async function compiledCli(cacheDir = CACHE_DIR) {
  try {
    const { dir, madeIn, inputs } = JSON.parse(fs.readFileSync(path.join(cacheDir, 'current.json'), 'utf8'));
    const entry = path.join(cacheDir, dir, 'cli.js');
    if (madeIn === coreDir && fs.existsSync(entry) && unchanged(inputs)) return pathToFileURL(entry).href;
  } catch {
    // no copy yet, or its record is unreadable: compile one
  }
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    return await compile(cacheDir);
  } catch {
    return undefined;
  }
}
