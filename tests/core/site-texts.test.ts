import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PluginDriver } from '#core/config/plugin-driver.ts';
import { spaceLayout } from '#core/config/space-layout.ts';
import type { QuirePlugin } from '#core/config/types.ts';
import { resolveConfig } from '#core/config/validate.ts';
import { SiteStructure } from '#core/project/site-structure.ts';
import { siteTexts } from '#core/project/site-texts.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

async function projectWithI18nJson(texts: object): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-texts-'));
  dirs.push(root);
  await fs.writeFile(path.join(root, 'i18n.json'), JSON.stringify(texts));
  return root;
}

const driver = (plugins: QuirePlugin[]) => new PluginDriver(plugins, {}, true);

describe('site texts (i18nSource), in the order Rspress 2 gathers them', () => {
  it('plugins first, then i18n.json key by key, then the site object', async () => {
    const root = await projectWithI18nJson({ guide: { en: 'Guide (json)' }, api: { en: 'API' } });
    const plugins = driver([
      { name: 'a', i18nSource: (t) => ({ ...t, guide: { en: 'Guide (a)', zh: '指南' }, plugin: { en: 'P' } }) },
      { name: 'b', i18nSource: (t) => ({ ...t, seen: { en: Object.keys(t).join(',') } }) },
    ]);
    const texts = await siteTexts(root, { api: { zh: '接口' } }, plugins);
    expect(texts).toEqual({
      guide: { en: 'Guide (json)', zh: '指南' },
      plugin: { en: 'P' },
      seen: { en: 'guide,plugin' },
      api: { en: 'API', zh: '接口' },
    });
  });

  it('a site function receives everything gathered and returns the texts', async () => {
    const root = await projectWithI18nJson({ guide: { en: 'Guide' } });
    const texts = await siteTexts(root, async (t) => ({ ...t, more: { en: `${Object.keys(t).length}` } }), driver([]));
    expect(texts).toEqual({ guide: { en: 'Guide' }, more: { en: '1' } });
  });

  it('names the plugin or the field whose texts are not { key: { lang: text } }', async () => {
    const root = await projectWithI18nJson({});
    await expect(siteTexts(root, undefined, driver([{ name: 'bad', i18nSource: () => ({ k: { en: 3 } }) as never }]))).rejects.toThrow(
      'plugin "bad" failed in i18nSource: it must return { key: { lang: text } } ("k"."en" is not a string)',
    );
    await expect(siteTexts(root, () => [] as never, driver([]))).rejects.toThrow('i18nSource must return { key: { lang: text } } (got an array)');
    expect(() => resolveConfig({ i18nSource: { k: { en: 1 } } as never })).toThrow(/"i18nSource\.k\.en" must be a string \(got number\)/);
    expect(() => resolveConfig({ plugins: [{ name: 'p', i18nSource: {} as never }] })).toThrow(/"plugins\[0\]\.i18nSource" must be a function/);
  });
});

describe('the gathered texts are the site structure’s', () => {
  it('uiTexts(), configured sidebar texts and _meta.json labels read i18nSource’s texts over i18n.json and the built-in ones', async () => {
    const root = await projectWithI18nJson({ guide: { en: 'Guide (json)', zh: '指南 (json)' } });
    await fs.mkdir(path.join(root, 'docs/zh/api'), { recursive: true });
    await fs.writeFile(path.join(root, 'docs/zh/api/index.md'), '# 接口\n');
    await fs.writeFile(path.join(root, 'docs/zh/api/_meta.json'), JSON.stringify([{ type: 'dir', name: 'more', label: 'apiLabel' }]));
    await fs.mkdir(path.join(root, 'docs/zh/api/more'));
    await fs.writeFile(path.join(root, 'docs/zh/api/more/a.md'), '# A\n');
    const config = resolveConfig({
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '中文' },
      ],
      themeConfig: { sidebar: { '/guide/': [{ text: 'guide', link: '/guide/a' }] } },
    });
    const plugins = driver([{ name: 'p', i18nSource: (t) => ({ ...t, apiLabel: { zh: '更多接口' } }) }]);
    const i18n = await siteTexts(root, { guide: { zh: '指南 (site)' } }, plugins);
    const structure = new SiteStructure(
      config,
      { projectRoot: root, layout: { docsRoot: path.join(root, 'docs'), ...spaceLayout(config) }, i18n },
      [],
    );
    const zh = structure.uiTexts().zh;
    expect(zh.guide).toBe('指南 (site)');
    expect(zh.apiLabel).toBe('更多接口');
    expect(zh.outlineTitle).toBe('目录');
    const sidebars = structure.sidebarsFor({ version: '', lang: 'zh' });
    expect(sidebars['/guide/'][0]).toMatchObject({ text: '指南 (site)' });
    expect(JSON.stringify(sidebars['/api/'])).toContain('更多接口');
  });
});
