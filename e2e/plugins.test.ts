/**
 * `quire build` of a site that uses every extension point (`e2e/fixtures/plugins`): a plugin
 * with all its parts (config hook, global style, remark and rehype plugins, a code block option
 * it declares, global component, Rsbuild
 * config and the Sass plugin, an added page, page data, routes, beforeBuild and afterBuild),
 * the site's own remark plugin, shiki transformer and extra language, math (remark-math and
 * rehype-katex, the KaTeX stylesheet as a plugin's global style), global component, Rsbuild
 * alias and define, and a tsconfig `paths` alias imported in MDX. Compiled in a worker thread,
 * which loads the config itself for the Markdown plugins. A plugin's page from a file outside the
 * project, or at a route no content file could have, stops the build naming the plugin.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `plugins-${process.pid}`);
const dist = path.join(workDir, 'dist');
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

let build: { status: number | null; output: string };

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/plugins'), workDir, { recursive: true });
  build = runQuire(workDir, 'build', '--compile-threads', '1');
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('a site with plugins', () => {
  it('builds, compiling in a worker thread that loaded the Markdown plugins', () => {
    expect(build.status, build.output).toBe(0);
    expect(build.output).toContain('compiled in 1 worker threads');
  });

  it('runs the site’s remark plugin with its options and the plugin’s rehype plugin on every page, added ones included', () => {
    const page = read('guide/everything.html');
    expect(page).toContain('Quire version 4.2.0.');
    expect(page).toContain('<aside id="rehype-note">Added by a rehype plugin.</aside>');
    const added = read('added.html');
    expect(added).toContain('<h1');
    expect(added).toContain('Made by a plugin, version 4.2.0.');
    expect(added).toContain('<title>Added page | Plugins</title>');
  });

  it('highlights with the shiki transformer and the language added in markdown.shiki.langs', () => {
    const page = read('guide/everything.html');
    const lineText = (kind: string) => {
      const line = new RegExp(`<span class="line diff ${kind}">((?:<span style="[^"]*">[^<]*</span>)*)</span>`).exec(page);
      return line?.[1].replace(/<[^>]+>/g, '').trim();
    };
    expect(lineText('remove')).toBe('const a = 1;');
    expect(lineText('add')).toBe('const a = 2;');
    expect(page).not.toContain('[!code');
    expect(page).toMatch(/<span style="color:var\(--q-token-[\w-]+\)">FROM<\/span>/);
  });

  it('accepts the code block option a plugin declares, which its remark plugin handles', () => {
    const page = read('guide/everything.html');
    expect(page).toMatch(/class="q-code language-tsx"[\s\S]*Previewed[\s\S]*<p>Preview of tsx code<\/p>/);
  });

  it('renders display and inline math with remark-math and rehype-katex, and loads the KaTeX stylesheet', () => {
    const page = read('guide/everything.html');
    expect(page).toContain('<span class="katex-display"><span class="katex">');
    expect(page).toMatch(/Inline math: <span class="katex">.*<annotation encoding="application\/x-tex">E = mc\^2<\/annotation>/);
    expect(page).not.toContain('language-math');
    const css = fs
      .readdirSync(path.join(dist, 'static/css'))
      .map((f) => fs.readFileSync(path.join(dist, 'static/css', f), 'utf8'))
      .join('\n');
    expect(css).toMatch(/\.katex-display\{/);
    expect(css).toMatch(/url\([^)]*KaTeX_Main-Regular[^)]*\.woff2\)/);
  });

  it('renders global components without imports, with the page data a plugin extended', () => {
    const page = read('guide/everything.html');
    expect(page).toContain('<span class="fixture-badge">global</span>');
    expect(page).toContain('<p class="fixture-reading-time">10 characters of title</p>');
  });

  it('bundles with the Rsbuild plugin, defines and aliases of the plugin and the site, and tsconfig paths', () => {
    const page = read('guide/everything.html');
    const card =
      /<div class="fixture-card (card-[\w-]+)" data-flags="defined-by-plugin defined-by-site"><span class="(title-[\w-]+)">Sass card<\/span>/.exec(
        page,
      );
    expect(card, 'the Card component imported through the tsconfig paths alias').not.toBeNull();
    expect(page).toContain('<p class="fixture-greeting">Hello from an alias</p>');
    const css = fs
      .readdirSync(path.join(dist, 'static/css'))
      .map((f) => fs.readFileSync(path.join(dist, 'static/css', f), 'utf8'))
      .join('\n');
    expect(css).toContain(`.${card?.[1]}{border:1px solid #0a141e}`);
    expect(css).toContain(`.${card?.[1]} .${card?.[2]}{font-weight:700}`);
    expect(css).toContain('.fixture-global-style{outline-color:#010203}');
  });

  it('applies the config hook, and runs beforeBuild, routeGenerated and afterBuild', () => {
    expect(read('guide/everything.html')).toContain('<meta name="description" content="Described by the config hook">');
    expect(fs.readFileSync(path.join(workDir, '.quire/before-build.txt'), 'utf8')).toBe('Plugins');
    expect(read('after-build.txt')).toBe('/\n/added\n/guide/everything\n');
  });
});

/** A build of the basic fixture with `fields` added to its config and `head` above it: its status and output. */
function buildWith(name: string, head: string, fields: string): { status: number | null; output: string } {
  const dir = path.join(root, 'e2e/.tmp', `plugins-${name}-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), dir, { recursive: true });
  const config = path.join(dir, 'site.config.ts');
  const text = fs.readFileSync(config, 'utf8').replace("title: 'Fixture',", `title: 'Fixture',\n  translations: { report: 'off' },\n  ${fields}`);
  fs.writeFileSync(
    config,
    text.replace("import { defineConfig } from '@quire/core/config';", `import { defineConfig } from '@quire/core/config';\n${head}`),
  );
  try {
    return runQuire(dir, 'build', '--compile-threads', '1');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('a plugin that hangs or fails late is named, and the build ends', () => {
  it.each([
    [
      'a remark plugin that loops, in a compile thread',
      'const remarkSpin = () => () => { for (;;); };',
      'compileTimeout: 2000,\n  markdown: { remarkPlugins: [remarkSpin] },',
      /✗ docs\/en\/[\w/]+\.mdx: still compiling inside markdown\.remarkPlugins\[0\] \(remarkSpin\) after 2000 ms \(compileTimeout in the site config\), so the compile thread was stopped: does it loop forever\?\n/,
    ],
    [
      'a remark plugin whose promise never settles',
      'const remarkWait = () => () => new Promise(() => {});',
      'compileTimeout: 2000,\n  markdown: { remarkPlugins: [remarkWait] },',
      /✗ docs\/en\/[\w/]+\.mdx: markdown\.remarkPlugins\[0\] \(remarkWait\) did not settle within 2000 ms \(compileTimeout in the site config\), so the compile thread was stopped: does it return a promise that never settles\?\n/,
    ],
    [
      'a beforeBuild hook that never settles',
      '',
      "plugins: [{ name: 'acme', beforeBuild: () => new Promise(() => {}) }],",
      /\n✗ plugins\["acme"\]\.beforeBuild did not settle: the promise it returned waits for something that can no longer happen \(nothing else was left to run\)\n/,
    ],
    [
      'a hook whose timer rejects after it returned',
      '',
      "plugins: [{ name: 'acme', beforeBuild: () => { setTimeout(() => { Promise.reject(new Error('late boom')); }, 10); } }],",
      /\n✗ site\.config\.ts:\d+:\d+: late boom \(an error nothing waited for: thrown or rejected by a timer or callback that a plugin or the config left running, so the command was stopped\)\n/,
    ],
  ])(
    '%s',
    (name, head, fields, message) => {
      const { status, output } = buildWith(name.replace(/\W+/g, '-'), head, fields);
      expect(status, output).toBe(1);
      expect(output).toMatch(message);
      expect(output).not.toContain('a bug in Quire');
      expect(output).not.toMatch(/^\s+at /m);
    },
    120_000,
  );
});

describe("a plugin's pages follow the content files' rules", () => {
  const configFile = () => path.join(workDir, 'site.config.ts');
  const outside = path.join(os.tmpdir(), `quire-outside-${process.pid}.md`);
  /** Builds with one more plugin whose addPages returns `pages` (source text); restores the config. */
  const buildAdding = (pages: string) => {
    const original = fs.readFileSync(configFile(), 'utf8');
    const plugin = `{ name: 'extra-pages', addPages: () => ${pages} }`;
    fs.writeFileSync(configFile(), original.replace(/plugins: \[\s*fixturePlugin\(/, `plugins: [${plugin}, fixturePlugin(`));
    try {
      return runQuire(workDir, 'build');
    } finally {
      fs.writeFileSync(configFile(), original);
    }
  };
  /** Every file of the output with its text. */
  const output = () =>
    Object.fromEntries(
      (fs.readdirSync(dist, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((e) => e.isFile())
        .map((e) => [path.relative(dist, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name), 'latin1')]),
    );

  beforeAll(() => fs.writeFileSync(outside, '# Outside\n\nSECRET_FROM_OUTSIDE\n'));
  afterAll(() => fs.rmSync(outside, { force: true }));

  it('a filepath outside the project, or a link inside it to that file, stops the build naming the plugin', () => {
    const before = output();
    const link = path.join(workDir, 'notes.md');
    fs.symlinkSync(outside, link);
    try {
      for (const [file, shown] of [
        [outside, `${outside} is outside the project`],
        [link, `${link} is outside the project (a symbolic link to ${fs.realpathSync(outside)})`],
      ]) {
        const { status, output: printed } = buildAdding(`[{ routePath: '/outside', filepath: ${JSON.stringify(file)} }]`);
        expect(status, printed).toBe(1);
        expect(printed).toContain(`plugins["extra-pages"].addPages: the page at /outside: ${shown}; a page's file must lie inside the project`);
        expect(output()).toEqual(before);
      }
    } finally {
      fs.rmSync(link);
    }
    expect(JSON.stringify(before)).not.toContain('SECRET_FROM_OUTSIDE');
  }, 180_000);

  it.each([
    ['/my page', '(e.g. "my-page")'],
    ['/über', '(e.g. "uber")'],
    ['/x#x?y', '(e.g. "x-x-y")'],
  ])(
    'a route %j a content file could not have stops the build with the name to use',
    (routePath, suggestion) => {
      const { status, output: printed } = buildAdding(`[{ routePath: ${JSON.stringify(routePath)}, content: '# Named\\n' }]`);
      expect(status, printed).toBe(1);
      expect(printed).toContain(
        `plugins["extra-pages"].addPages: the page at "${routePath}": a page's file name becomes its URL; use only a-z, A-Z, 0-9, "-", "_" and "." ${suggestion}`,
      );
    },
    120_000,
  );
});
