import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyConfigHooks, PluginDriver } from '#core/config/plugin-driver.ts';
import type { QuirePlugin, UserConfig } from '#core/config/types.ts';
import { resolveConfig } from '#core/config/validate.ts';
import { globalComponentsModule } from '#core/project/generate.ts';
import { Project } from '#core/project/project.ts';
import type { PageData } from '#shared/types.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

/** A docs project with one page, `docs/guide.mdx`, and the given plugins. */
async function project(plugins: QuirePlugin[], extra: UserConfig = {}): Promise<Project> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-plugins-'));
  dirs.push(root);
  await fs.mkdir(path.join(root, 'docs'), { recursive: true });
  await fs.writeFile(path.join(root, 'docs/guide.mdx'), '# Guide\n\nText.\n');
  return new Project(resolveConfig({ lang: 'en', cache: false, plugins, ...extra }), root, { mode: 'build' });
}

const page = (title: string) => ({ title }) as PageData;

describe('PluginDriver', () => {
  it('runs the plugins one after the other, in the order of the config', async () => {
    const calls: string[] = [];
    const plugin = (name: string, delay: number): QuirePlugin => ({
      name,
      beforeBuild: async () => {
        calls.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, delay));
        calls.push(`${name} ends`);
      },
      extendPageData: (data) => {
        data.seen = [...((data.seen as string[] | undefined) ?? []), name];
      },
    });
    const driver = new PluginDriver([plugin('slow', 30), plugin('fast', 0)], {}, true);
    await driver.beforeBuild();
    expect(calls).toEqual(['slow starts', 'slow ends', 'fast starts', 'fast ends']);
    const data = page('A');
    await driver.extendPageData(data);
    expect((data as PageData & { seen: string[] }).seen).toEqual(['slow', 'fast']);
  });

  it.each(['beforeBuild', 'afterBuild', 'addPages', 'routeGenerated'] as const)(
    'a %s hook that throws fails naming the plugin and the hook',
    async (hook) => {
      const driver = new PluginDriver(
        [
          { name: 'fine', [hook]: () => (hook === 'addPages' ? [] : undefined) },
          {
            name: 'broken-plugin',
            [hook]: () => {
              throw new Error('no network');
            },
          },
        ],
        {},
        true,
      );
      const run = hook === 'routeGenerated' ? driver.routeGenerated([]) : driver[hook]();
      await expect(run).rejects.toThrow(`plugin "broken-plugin" failed in ${hook}: no network`);
    },
  );

  it('hands the hooks the user config and whether this is a build', async () => {
    const seen: unknown[] = [];
    const driver = new PluginDriver([{ name: 'p', afterBuild: (config, isProd) => void seen.push(config.title, isProd) }], { title: 'Site' }, false);
    await driver.afterBuild();
    expect(seen).toEqual(['Site', false]);
  });
});

describe('config hooks', () => {
  it('pass the config from plugin to plugin, and add or remove the plugins after them', async () => {
    const later: QuirePlugin = { name: 'later', config: (c) => ({ ...c, title: `${c.title} + later` }) };
    const removed: QuirePlugin = { name: 'removed', config: () => ({ title: 'must not run' }) };
    const first: QuirePlugin = {
      name: 'first',
      config: (c, { addPlugin, removePlugin }, isProd) => {
        addPlugin(later);
        removePlugin('removed');
        return { ...c, title: `${c.title} + first (${isProd ? 'build' : 'dev'})` };
      },
    };
    const config = await applyConfigHooks({ title: 'Site' }, [first, removed], true);
    expect(config.title).toBe('Site + first (build) + later');
    expect(config.plugins?.map((p) => p.name)).toEqual(['first', 'later']);
  });

  it('a hook that returns no config or throws fails naming the plugin', async () => {
    const returnsNothing = { name: 'forgetful', config: () => undefined } as unknown as QuirePlugin;
    await expect(applyConfigHooks({}, [returnsNothing], true)).rejects.toThrow(
      'plugin "forgetful" failed in config: it must return the config (got undefined)',
    );
    const throws: QuirePlugin = {
      name: 'thrower',
      config: () => {
        throw new TypeError('bad option');
      },
    };
    await expect(applyConfigHooks({}, [throws], false)).rejects.toThrow('plugin "thrower" failed in config: bad option');
  });
});

describe('plugins in a project', () => {
  it('adds pages from code, shows routeGenerated the final routes and extends every page’s data', async () => {
    let routes: string[] = [];
    let fromFile = '';
    const p = await project([
      {
        name: 'pages',
        addPages: () => [
          { routePath: '/added/', content: '# Added\n\nFrom code.\n' },
          { routePath: '/from-file', filepath: fromFile },
        ],
        routeGenerated: (all, isProd) => {
          routes = all.map((r) => `${r.routePath}${r.addedBy ? ` (${r.addedBy})` : ''}${isProd ? '' : ' dev'}`);
        },
        extendPageData: (data) => {
          data.words = data.title.split(' ').length;
        },
      },
    ]);
    fromFile = path.join(p.projectRoot, 'notes/from-file.md');
    await fs.mkdir(path.dirname(fromFile));
    await fs.writeFile(fromFile, '# From a file\n');
    await p.scan();
    expect(routes).toEqual(['/added (pages)', '/from-file (pages)', '/guide']);
    const added = p.routes.find((r) => r.routePath === '/added');
    expect(added?.absolutePath).toBe(path.join(p.generatedDir, 'added-pages/en/added/index.mdx'));
    const [first, second, guide] = (await p.compileAll()).entries;
    expect(first.pageData.title).toBe('Added');
    expect(first.searchText).toContain('From code.');
    expect(second.pageData.title).toBe('From a file');
    expect(guide.pageData).toMatchObject({ title: 'Guide', words: 1 });
    expect(first.pageData).toMatchObject({ words: 1 });
  });

  it('fails a page whose data a plugin made unserializable, naming the page, the plugin and the field', async () => {
    const p = await project([
      {
        name: 'acme',
        extendPageData: (data) => {
          data.foo = { bar: 1n };
        },
      },
    ]);
    await p.scan();
    await expect(p.compileAll()).rejects.toThrow(
      'docs/guide.mdx: plugins["acme"].extendPageData: pageData.foo.bar: a BigInt cannot be serialized (make it a number or a string)',
    );
  });

  it('an added page at a route that exists, or without content, fails naming the plugin', async () => {
    const clash = await project([{ name: 'clash', addPages: () => [{ routePath: '/guide', content: '# Again' }] }]);
    await expect(clash.scan()).rejects.toThrow('plugins["clash"].addPages: the route /guide exists already (guide.mdx is that page)');
    const empty = await project([{ name: 'empty', addPages: () => [{ routePath: '/nothing' }] }]);
    await expect(empty.scan()).rejects.toThrow('plugins["empty"].addPages: the page at /nothing must have either content (MDX text) or filepath');
  });

  it("an added page's file outside the project, or reached through a link out of it, fails naming the plugin", async () => {
    const elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-plugin-outside-'));
    dirs.push(elsewhere);
    const outside = path.join(elsewhere, 'outside.md');
    await fs.writeFile(outside, '# Secret\n');
    const direct = await project([{ name: 'leaky', addPages: () => [{ routePath: '/outside', filepath: outside }] }]);
    await expect(direct.scan()).rejects.toThrow(
      `plugins["leaky"].addPages: the page at /outside: ${outside} is outside the project; a page's file must lie inside the project (or give its text as content)`,
    );
    let link = '';
    const linked = await project([{ name: 'linked', addPages: () => [{ routePath: '/outside', filepath: link }] }]);
    link = path.join(linked.projectRoot, 'notes.md');
    await fs.symlink(outside, link);
    // Read before the scan starts: a rejection left without a handler while this waits would be reported as unhandled.
    const target = await fs.realpath(outside);
    await expect(linked.scan()).rejects.toThrow(
      `plugins["linked"].addPages: the page at /outside: ${link} is outside the project (a symbolic link to ${target})`,
    );
  });

  it.each([
    ['/guide/my page', 'guide/my page.mdx'],
    ['/über', 'über.mdx'],
    ['/x#x?y', 'x#x?y.mdx'],
    ['/a b/page', 'a b/page.mdx'],
  ])('an added route %j fails with the reason a content file %j gets', async (routePath, file) => {
    const added = await project([{ name: 'named', addPages: () => [{ routePath, content: '# Page\n' }] }]);
    const addedError = await added.scan().then(
      () => undefined,
      (error: Error) => error.message,
    );
    const content = await project([]);
    await fs.mkdir(path.dirname(path.join(content.docsRoot, 'en', file)), { recursive: true });
    await fs.writeFile(path.join(content.docsRoot, 'en', file), '# Page\n');
    const contentError = await content.scan().then(
      () => undefined,
      (error: Error) => error.message,
    );
    // The same reason; a file's suggested name keeps its extension.
    const reason = contentError?.replace(/^docs\/en\/.*?: /, '').replace('.mdx")', '")');
    expect(reason).toMatch(/becomes (its URL|part of its pages' URLs); use only a-z, A-Z, 0-9, "-", "_" and "."/);
    expect(addedError).toBe(`plugins["named"].addPages: the page at "${routePath}": ${reason}`);
  });

  it('an added page in another language lands under that language', async () => {
    const p = await project([{ name: 'zh', addPages: () => [{ routePath: '/zh/extra', content: '# 额外\n' }] }], {
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '中文' },
      ],
    });
    await p.scan();
    expect(p.routes.find((r) => r.routePath === '/zh/extra')).toMatchObject({ lang: 'zh', addedBy: 'zh' });
  });
});

describe('plugins in the config', () => {
  const fail = (plugins: unknown) => () => resolveConfig({ plugins } as UserConfig);

  it('are checked by shape: a name, functions for hooks, Markdown plugins as functions', () => {
    expect(fail([{}])).toThrow('invalid config: "plugins[0].name" must be a non-empty string (got undefined)');
    expect(fail([{ name: 'a', afterBuild: 'later' }])).toThrow('invalid config: "plugins[0].afterBuild" must be a function (got string)');
    expect(fail([{ name: 'a' }, { name: 'a' }])).toThrow('invalid config: "plugins[1].name" repeats the plugin "a" (each plugin runs once)');
    expect(fail([{ name: 'a', extendPage: () => {} }])).toThrow('invalid config: "plugins[0].extendPage" is not a known field');
    expect(fail([{ name: 'a', markdown: { remarkPlugins: ['remark-gfm'] } }])).toThrow(
      'invalid config: "plugins[0].markdown.remarkPlugins[0]" must be a plugin function, [plugin, options] or a preset ({ plugins }) (got string)',
    );
    expect(fail([{ name: 'a', builderPlugins: [{ name: 'x' }] }])).toThrow(
      'invalid config: "plugins[0].builderPlugins[0].setup" must be a function (got undefined)',
    );
    expect(fail([{ name: 'a', globalStyles: '/nowhere/style.css' }])).toThrow(
      'invalid config: "plugins[0].globalStyles" must name a file (nothing at "/nowhere/style.css")',
    );
    expect(() => resolveConfig({ markdown: { shiki: { langs: [42] } } } as unknown as UserConfig)).toThrow(
      'invalid config: "markdown.shiki.langs[0]" must be an object (got number)',
    );
  });

  it('gather the Markdown plugins in order: the site’s, then each plugin’s', () => {
    const site = () => () => {};
    const fromPlugin = () => () => {};
    const config = resolveConfig({
      markdown: { remarkPlugins: [site] },
      plugins: [{ name: 'p', markdown: { remarkPlugins: [[fromPlugin, { x: 1 }]] } }],
    });
    expect(config.extensions.markdown.remarkPlugins).toEqual([site, [fromPlugin, { x: 1 }]]);
    expect(config.extensions.extendsMarkdown).toBe(true);
    expect(resolveConfig({}).extensions.extendsMarkdown).toBe(false);
  });

  it('check the code themes and gather the code meta options of the site and its plugins', () => {
    const themes = (value: unknown) => () => resolveConfig({ markdown: { shiki: { themes: value } } } as UserConfig);
    expect(themes({ light: 'github-light', dark: 'draculla' })).toThrow(
      'invalid config: "markdown.shiki.themes.dark" shiki has no theme "draculla"; did you mean "dracula"?',
    );
    expect(themes({ light: 'github-light' })).toThrow('invalid config: "markdown.shiki.themes.dark" must be an object (got undefined)');
    expect(themes('github-light')).toThrow('invalid config: "markdown.shiki.themes" must be an object (got string)');
    const config = resolveConfig({ markdown: { shiki: { themes: { light: 'github-light', dark: 'github-dark' } } } });
    expect(config.extensions.markdown.shiki.themes).toEqual({ light: 'github-light', dark: 'github-dark' });
    expect(config.extensions.extendsMarkdown).toBe(true);
    const meta = resolveConfig({ markdown: { codeMeta: ['twoslash'] }, plugins: [{ name: 'p', markdown: { codeMeta: ['preview'] } }] });
    expect(meta.extensions.markdown.codeMeta).toEqual(['twoslash', 'preview']);
    expect(() => resolveConfig({ markdown: { codeMeta: [''] } })).toThrow(
      'invalid config: "markdown.codeMeta[0]" must be a non-empty string (got string)',
    );
  });

  it('name global components after their files, and refuse two of the same name', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-global-'));
    dirs.push(root);
    await fs.mkdir(path.join(root, 'a'));
    await fs.writeFile(path.join(root, 'a/badge.tsx'), '');
    await fs.writeFile(path.join(root, 'Badge.tsx'), '');
    const file = path.join(root, 'site.config.ts');
    const config = resolveConfig({ markdown: { globalComponents: ['./a/badge.tsx'] } }, file);
    expect(config.extensions.globalComponents).toEqual([{ name: 'Badge', file: path.join(root, 'a/badge.tsx') }]);
    expect(() =>
      resolveConfig(
        { markdown: { globalComponents: ['./a/badge.tsx'] }, plugins: [{ name: 'p', markdown: { globalComponents: ['./Badge.tsx'] } }] },
        file,
      ),
    ).toThrow(
      'invalid config: "plugins[0].markdown.globalComponents[0]" gives a second component named "Badge" (the first is markdown.globalComponents[0])',
    );
  });

  it("gathers the components drawn on every page, the site's then each plugin's, with their props", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-ui-'));
    dirs.push(root);
    await fs.writeFile(path.join(root, 'Feedback.tsx'), '');
    await fs.writeFile(path.join(root, 'Ad.tsx'), '');
    const file = path.join(root, 'site.config.ts');
    const config = resolveConfig(
      { globalUIComponents: ['./Feedback.tsx'], plugins: [{ name: 'ads', globalUIComponents: [[path.join(root, 'Ad.tsx'), { slot: 'top' }]] }] },
      file,
    );
    expect(config.extensions.globalUIComponents).toEqual([
      { file: path.join(root, 'Feedback.tsx'), props: {} },
      { file: path.join(root, 'Ad.tsx'), props: { slot: 'top' } },
    ]);
    const module = globalComponentsModule(path.join(root, '.quire', 'build'), [], config.extensions.globalUIComponents);
    expect(module).toContain('import U1 from "../../Ad.tsx";');
    expect(module).toContain(`export const ui = [[U0, JSON.parse('{}')], [U1, JSON.parse('{"slot":"top"}')]];`);
    expect(() => resolveConfig({ globalUIComponents: ['./Nope.tsx'] }, file)).toThrow(/"globalUIComponents\[0\]" must name a file/);
    expect(() => resolveConfig({ globalUIComponents: [['./Ad.tsx', { n: 1n }]] }, file)).toThrow(
      /"globalUIComponents\[0\]" gives props JSON cannot hold: globalUIComponents\[0\]\[1\]\.n: a BigInt/,
    );
    expect(() => resolveConfig({ plugins: [{ name: 'p', globalUIComponents: [3 as unknown as string] }] }, file)).toThrow(
      /"plugins\[0\]\.globalUIComponents\[0\]" must be a non-empty string/,
    );
  });
});
