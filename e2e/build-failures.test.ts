/**
 * `quire build` on pages whose code fails while it runs: a page that calls `process.exit()`,
 * throws at module scope or in an expression, uses a browser global on the server, or loops
 * forever. Each build exits non-zero naming the page's file, within the time limit for the
 * loop, leaves the previous dist/ byte for byte as it was and no temporary folder in .quire/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `failures-${process.pid}`);
const dist = path.join(workDir, 'dist');
const badPage = path.join(workDir, 'docs/en/guide/bad.mdx');
/** Small, so the looping page fails fast; loading the server bundle keeps its own, longer limit. */
const RENDER_TIMEOUT = 3000;

/** Every file under `dir` with its bytes, by path relative to `dir`. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(files.map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name))]));
}

/** What a build leaves in .quire/ that only a build in progress should have. */
const leftovers = () => fs.readdirSync(path.join(workDir, '.quire')).filter((name) => /^(stage-|ssr-|module-ids-|search-|watch-)/.test(name));

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  const config = path.join(workDir, 'site.config.ts');
  const settings = `title: 'Fixture',\n  renderTimeout: ${RENDER_TIMEOUT},\n  translations: { report: 'off' },`;
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Fixture',", settings));
  fs.writeFileSync(badPage, '# Bad\n\nFine for now.\n');
  const { status, output } = runQuire(workDir, 'build');
  expect(status, output).toBe(0);
}, 180_000);
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('a page whose code fails while pre-rendering stops the build and is named', () => {
  const named = 'docs/en/guide/bad.mdx: error while pre-rendering /guide/bad: ';
  it.each([
    [
      'calls process.exit() at module scope',
      'export const x = process.exit(0)\n\nText.\n',
      'process.exit() was called, which ended the render thread (exit code 0)',
    ],
    ['throws at module scope', "export const x = (() => { throw new Error('boom') })()\n\nText.\n", 'boom'],
    [
      'uses a browser global on the server',
      'Hello {alert(1)}\n',
      'alert is not defined (pages are pre-rendered in Node, where browser globals such as window and alert do not exist: use them in effects or event handlers)',
    ],
    ['throws in an expression', "{(() => { throw new Error('boom in an expression') })()}\n", 'boom in an expression'],
    [
      'loops forever',
      '{(() => { while (true) {} })()}\n',
      `still rendering after ${RENDER_TIMEOUT} ms (renderTimeout in the site config), so the render thread was stopped: does the page loop forever?`,
    ],
  ])(
    'a page that %s',
    (_name, body, reason) => {
      const before = snapshot(dist);
      fs.writeFileSync(badPage, `# Bad\n\n${body}`);
      const { status, output } = runQuire(workDir, 'build');
      expect(status, output).toBe(1);
      expect(output).toContain(`✗ ${named}${reason}\n`);
      expect(snapshot(dist)).toEqual(before);
      expect(leftovers()).toEqual([]);
    },
    120_000,
  );
});

describe('a page importing what is not there fails once, at its own import line', () => {
  it.each([
    ['a missing module', 'import Foo from "./Foo";\n\n<Foo />\n', 'docs/en/guide/bad.mdx:3:1: cannot find the module "./Foo" imported here'],
    ['a name @theme does not export', "import { Foo } from '@theme';\n\n<Foo />\n", 'docs/en/guide/bad.mdx:3:10: "Foo" is not exported by "@theme"'],
  ])(
    '%s',
    (_name, body, message) => {
      fs.writeFileSync(badPage, `# Bad\n\n${body}`);
      const { status, output } = runQuire(workDir, 'build');
      expect(status, output).toBe(1);
      expect(output.split(message)).toHaveLength(2);
      expect(output).not.toContain('_createMdxContent');
    },
    120_000,
  );
});
