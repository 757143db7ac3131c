/**
 * `quire build` of a site that uses every extension point (`e2e/fixtures/plugins`): a plugin
 * with all its parts (config hook, global style, remark and rehype plugins, a code block option
 * it declares, global component, Rsbuild
 * config and the Sass plugin, an added page, page data, routes, beforeBuild and afterBuild),
 * the site's own remark plugin, shiki transformer and extra language, math (remark-math and
 * rehype-katex, the KaTeX stylesheet as a plugin's global style), global component, Rsbuild
 * alias and define, and a tsconfig `paths` alias imported in MDX. Compiled in a worker thread,
 * which loads the config itself for the Markdown plugins.
 */
import fs from 'node:fs';
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
