/**
 * The app entry's scripts start with V8's compile hint (`bundler/compile-hint-plugin.ts`), in a real Rspack build:
 * the entry's own chunk and the shared chunk it loads first get it, another entry does not, and the hint survives
 * minifying, is counted in the file's content hash and shifts the source map by its line.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHintPlugin } from '#core/bundler/compile-hint-plugin.ts';

// The Rspack the plugin itself is built against: the core package's.
const fromCore = createRequire(path.resolve(import.meta.dirname, '../../packages/core/package.json'));
const { rspack } = (await import(pathToFileURL(fromCore.resolve('@rsbuild/core')).href)) as typeof import('@rsbuild/core');

let root: string;
let files: Map<string, string>;
let filesWithoutHint: Map<string, string>;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

function build(out: string, plugins: CompileHintPlugin[]): Promise<Map<string, string>> {
  const compiler = rspack({
    context: root,
    mode: 'production',
    devtool: 'source-map',
    entry: { index: './app.js', other: { import: './other.js', dependOn: 'index' } },
    output: { path: path.join(root, out), filename: '[name].[contenthash:10].js' },
    optimization: {
      splitChunks: { cacheGroups: { lib: { test: /node_modules/, name: 'lib', chunks: 'all', enforce: true } } },
    },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve(new Map(fs.readdirSync(path.join(root, out)).map((name) => [name, fs.readFileSync(path.join(root, out, name), 'utf8')])));
    }),
  );
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-compile-hint-'));
  write('node_modules/lib/index.js', '/* a library */ export function greet(name) { return `hello ${name}`; }\n');
  write('app.js', "import { greet } from 'lib';\ndocument.title = greet(location.hash);\n");
  write('other.js', "import { greet } from 'lib';\nconsole.log(greet('other'));\n");
  files = await build('out', [new CompileHintPlugin('index')]);
  filesWithoutHint = await build('plain', []);
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const script = (prefix: string, from = files) => {
  const name = [...from.keys()].find((file) => file.startsWith(`${prefix}.`) && file.endsWith('.js'));
  if (!name) throw new Error(`no ${prefix} script among ${[...from.keys()].join(', ')}`);
  return { name, text: from.get(name) ?? '' };
};

describe('the compile hint on the app entry’s scripts', () => {
  it('starts the entry’s own script and the shared chunk it loads first', () => {
    expect(script('index').text.startsWith(COMPILE_HINT)).toBe(true);
    expect(script('lib').text.startsWith(COMPILE_HINT)).toBe(true);
  });

  it('leaves another entry’s script alone', () => {
    expect(script('other').text).not.toContain('allFunctionsCalledOnLoad');
  });

  it('is added after minifying, once', () => {
    const { text } = script('index');
    expect(text.split('allFunctionsCalledOnLoad')).toHaveLength(2);
    expect(text.slice(COMPILE_HINT.length)).not.toMatch(/\n\s/);
  });

  it('is counted in the content hash of the file’s name', () => {
    // Rspack hashes the final bytes: a hint added after that would leave the name the file has without it.
    const code = (text: string) => text.replace(/\/\/# sourceMappingURL=.*$/, '');
    expect(code(script('index').text.slice(COMPILE_HINT.length))).toBe(code(script('index', filesWithoutHint).text));
    expect(script('index').name).not.toBe(script('index', filesWithoutHint).name);
    expect(script('other').name).toBe(script('other', filesWithoutHint).name);
  });

  it('moves the source map down by the hint’s line', () => {
    const { name } = script('index');
    const map = JSON.parse(files.get(`${name}.map`) ?? '{}') as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
  });
});
