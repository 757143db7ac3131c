import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { Project } from '#core/project/project.ts';
import { closedAfterEach } from './helpers/closed-after-each.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-overview-'));
const pages: Record<string, string> = {
  'en/config/index.mdx': '---\noverview: true\n---\n# Config\n',
  'en/config/root.mdx': '# root\n\n## Type\n',
  'en/config/dev/hmr.mdx': '# dev.hmr\n\n## Default\n',
  'zh/config/index.mdx': '---\noverview: true\n---\n# 配置\n',
  'zh/config/root.mdx': '# root\n\n## 类型\n',
  'zh/config/dev/hmr.mdx': '# dev.hmr\n\n## 默认值\n',
};
const sidebar = (overview: string) => ({
  '/config/': [
    { text: overview, link: '/config/' },
    { text: 'root', link: '/config/root' },
    { text: 'dev', items: [{ text: 'dev.hmr', link: '/config/dev/hmr' }] },
  ],
});

async function overviewOf(routePath: string, file: string, themeTexts: Record<string, string>) {
  const config = resolveConfig({
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ],
    themeConfig: {
      locales: [
        { lang: 'en', sidebar: sidebar('Overview') },
        { lang: 'zh', sidebar: sidebar('总览'), ...themeTexts },
      ],
    },
  });
  const project = closeLater(new Project(config, root, { mode: 'build' }));
  await project.scan();
  const { pageData } = await project.pageModuleParts(path.join(root, 'docs', file));
  expect(pageData.routePath).toBe(routePath);
  return pageData.overviewGroups;
}

beforeAll(() => {
  for (const [file, source] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(root, 'docs', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'docs', file), source);
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const closeLater = closedAfterEach();

describe('overview groups', () => {
  it("name the group of ungrouped links with the page language's overviewOthersText", async () => {
    const groups = await overviewOf('/zh/config/', 'zh/config/index.mdx', { overviewOthersText: '其他' });
    expect(groups).toEqual([
      { name: '其他', items: [{ text: 'root', link: '/zh/config/root', headers: [{ text: '类型', id: '类型', depth: 2 }] }] },
      { name: 'dev', items: [{ text: 'dev.hmr', link: '/zh/config/dev/hmr', headers: [{ text: '默认值', id: '默认值', depth: 2 }] }] },
    ]);
  });

  it('keep the English default for English and the built-in text for a language that sets none', async () => {
    const groups = await overviewOf('/config/', 'en/config/index.mdx', { overviewOthersText: '其他' });
    expect(groups?.map((g) => g.name)).toEqual(['Others', 'dev']);
    const untranslated = await overviewOf('/zh/config/', 'zh/config/index.mdx', {});
    expect(untranslated?.map((g) => g.name)).toEqual(['其他', 'dev']);
  });
});
