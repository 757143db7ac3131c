/**
 * The compile cache and the site's Markdown plugins: a page is compiled again when a plugin's
 * options, version or code change, and served from the cache when nothing they are made of
 * changed, even if the config file did (another field).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlerSetupKey } from '#core/pipeline/bundle-key.ts';
import { loadConfig } from '#core/config/load.ts';
import { resolveConfig } from '#core/config/validate.ts';
import { Project } from '#core/project/project.ts';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const edit = (file: string, from: string, to: string) => {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  fs.writeFileSync(path.join(root, file), text.replace(from, to));
};

/** A build's compile step: how many pages it compiled, and page a's search text and code. */
async function compile(): Promise<{ compiled: number; text: string; code: string }> {
  const { config, projectRoot, configFile } = await loadConfig(root);
  const project = new Project(config, projectRoot, { mode: 'build', configFile });
  await project.scan();
  const { compiled } = await project.compileAll();
  const { code } = await project.compiler.compileWithCode(project.routes[0].absolutePath);
  const text = await project.compiler.searchTextOf(project.routes[0].absolutePath);
  await project.closeCompileCache();
  return { compiled, text, code };
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-plugin-cache-'));
  write('package.json', '{ "type": "module" }\n');
  // A remark plugin from a package, and a rehype plugin written in the project in TypeScript.
  write('node_modules/remark-tag/package.json', JSON.stringify({ name: 'remark-tag', version: '1.0.0', type: 'module', main: 'index.js' }));
  write(
    'node_modules/remark-tag/index.js',
    `export default function remarkTag(options = {}) {
  return (tree) => {
    for (const node of tree.children) if (node.type === 'paragraph') node.children.push({ type: 'text', value: ' [' + options.tag + ']' });
  };
}

/** A plugin made by a factory: its options live in its closure, not in the config's list. */
export function remarkSuffix(suffix) {
  return function attacher() {
    return (tree) => {
      for (const node of tree.children) if (node.type === 'paragraph') node.children.push({ type: 'text', value: suffix });
    };
  };
}
`,
  );
  write(
    'plugins/rehype-mark.ts',
    `import type { Root } from 'hast';
export const rehypeMark = (): ((tree: Root) => void) => (tree: Root) => {
  tree.children.push({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'marked' }] });
};
`,
  );
  write(
    'site.config.ts',
    `import remarkTag, { remarkSuffix } from 'remark-tag';
import { rehypeMark } from './plugins/rehype-mark';
export default { title: 'Site', lang: 'en', markdown: { remarkPlugins: [[remarkTag, { tag: 'one' }], remarkSuffix('!')], rehypePlugins: [rehypeMark] } };
`,
  );
  write('docs/a.mdx', '# A\n\nFirst page.\n\n```ts\nconst a = 1;\n```\n');
  write('docs/b.mdx', '# B\n\nSecond page.\n');
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('compile cache keys with Markdown plugins', () => {
  it('compiles every page once, then serves them from the cache while nothing changes', async () => {
    const first = await compile();
    expect(first.compiled).toBe(2);
    expect(first.text).toContain('First page. [one]!');
    expect(first.code).toContain('"marked"');
    expect((await compile()).compiled).toBe(0);
  });

  it('keeps the cache when the config changes elsewhere than its Markdown plugins', async () => {
    edit('site.config.ts', "title: 'Site'", "title: 'Renamed'");
    expect((await compile()).compiled).toBe(0);
  });

  it('compiles again when a plugin’s options change', async () => {
    edit('site.config.ts', "tag: 'one'", "tag: 'two'");
    const after = await compile();
    expect(after.compiled).toBe(2);
    expect(after.text).toContain('First page. [two]!');
  });

  it('compiles again when the options a factory closed over change', async () => {
    edit('site.config.ts', "remarkSuffix('!')", "remarkSuffix('?')");
    const after = await compile();
    expect(after.compiled).toBe(2);
    expect(after.text).toContain('First page. [two]?');
  });

  it('compiles again when a plugin package’s version changes, its code the same', async () => {
    const file = path.join(root, 'node_modules/remark-tag/package.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    edit('node_modules/remark-tag/package.json', `"version":"${manifest.version}"`, `"version":"1.0.${Number(manifest.version.split('.')[2]) + 1}"`);
    expect((await compile()).compiled).toBe(2);
    expect((await compile()).compiled).toBe(0);
  });

  it('compiles again when a plugin written in the project changes', async () => {
    edit('plugins/rehype-mark.ts', "value: 'marked'", "value: 'marked again'");
    const after = await compile();
    expect(after.compiled).toBe(2);
    expect(after.code).toContain('"marked again"');
  });

  it('compiles again when the code themes change, and keeps the cache when they do not', async () => {
    edit(
      'site.config.ts',
      'rehypePlugins: [rehypeMark] }',
      "rehypePlugins: [rehypeMark], shiki: { themes: { light: 'github-light', dark: 'dracula' } } }",
    );
    const themed = await compile();
    expect(themed.compiled).toBe(2);
    expect(themed.code).toContain('shiki-themes github-light dracula');
    expect((await compile()).compiled).toBe(0);
    edit('site.config.ts', "dark: 'dracula'", "dark: 'nord'");
    const changed = await compile();
    expect(changed.compiled).toBe(2);
    expect(changed.code).toContain('shiki-themes github-light nord');
  });

  it('compiles again when the plugin list changes', async () => {
    edit('site.config.ts', 'rehypePlugins: [rehypeMark]', 'rehypePlugins: []');
    const after = await compile();
    expect(after.compiled).toBe(2);
    expect(after.code).not.toContain('marked');
  });
});

describe('bundle cache keys with Rsbuild configuration from plugins', () => {
  const setupKey = (options: { minify: boolean }) => {
    const rsbuildPlugin = (o: { minify: boolean }) => ({ name: 'fake-rsbuild-plugin', setup: (api: unknown) => void [api, o], options: o });
    const config = resolveConfig({
      title: 'Site',
      plugins: [{ name: 'p', builderPlugins: [rsbuildPlugin(options)] }],
      builderConfig: { source: { define: { A: '1' } } },
    });
    return bundlerSetupKey(new Project(config, root, { mode: 'build' }));
  };

  it('changes with a plugin’s Rsbuild plugin options, not when the same config is loaded again', () => {
    expect(setupKey({ minify: true })).toBe(setupKey({ minify: true }));
    expect(setupKey({ minify: false })).not.toBe(setupKey({ minify: true }));
  });
});

describe("dev's compile of every page (for its checks and search index)", () => {
  // Dev keeps its own disk cache: each run starts from a fresh one so every page is compiled.
  const compileEveryInDev = async (compileThreads: number) => {
    fs.rmSync(path.join(root, '.quire/cache/compile.dev.pack'), { force: true });
    const { config, projectRoot, configFile } = await loadConfig(root);
    const project = new Project(config, projectRoot, { mode: 'dev', configFile, compileThreads });
    await project.scan();
    await project.compileEvery();
    await project.closeCompileCache();
    return (await project.searchPages()).map((p) => p.text);
  };

  it('applies the site’s Markdown plugins, on this thread and in worker threads', async () => {
    edit('site.config.ts', 'rehypePlugins: []', 'rehypePlugins: [rehypeMark]');
    for (const threads of [0, 1]) {
      const texts = await compileEveryInDev(threads);
      expect(texts).toHaveLength(2);
      expect(texts[0]).toMatch(/First page\. \[two\]\?/);
    }
  });
});
