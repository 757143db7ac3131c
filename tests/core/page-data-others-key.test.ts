/**
 * The key a build takes for the fields a page's module gets from the rest of the site (`pageDataFromOthersKey`)
 * stands for them: after any change of the sidebars, the routes or the versions, a page whose key is unchanged
 * has the same fields, and a page of a section the change left alone keeps its key.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { SidebarItemData } from '#shared/index.ts';
import { spaceLayout } from '#core/config/space-layout.ts';
import { resolveConfig } from '#core/config/validate.ts';
import { type PageModuleContext, pageDataFromOthers, pageDataFromOthersKey } from '#core/project/page-module.ts';
import { SiteStructure } from '#core/project/site-structure.ts';
import type { RouteRecord } from '#core/routes/scan.ts';
import { fuzzParameters } from '../fuzz/fuzz-config.ts';
import { pageData } from '../fixtures/page-data.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-others-key-'));
for (const folder of ['docs/zh', 'docs/v1/zh']) fs.mkdirSync(path.join(root, folder), { recursive: true });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const LANGS = ['en', 'zh'] as const;
const GUIDE = ['a', 'b', 'c', 'd'];
/** Longer than a split section's threshold, so its pages get sidebar parts. */
const API = Array.from({ length: 160 }, (_, i) => `x${i}`);

interface SiteState {
  /** `guide/a`-style pages that have a route, per language. */
  pages: Record<(typeof LANGS)[number], string[]>;
  /** The same in the older version of a versioned site. */
  oldPages: Record<(typeof LANGS)[number], string[]>;
  /** A number in each guide link's text, per language: a changed text is a changed sidebar. */
  guideTexts: Record<(typeof LANGS)[number], number[]>;
  /** Guide pages in the sidebar's order. */
  guideOrder: number[];
  apiText: number;
  versioned: boolean;
}

function guideItems(state: SiteState, lang: (typeof LANGS)[number]): SidebarItemData[] {
  return [
    {
      text: 'Guide',
      items: state.guideOrder.map((i) => ({ text: `${GUIDE[i]} ${state.guideTexts[lang][i]}`, link: `/guide/${GUIDE[i]}` })),
    },
  ];
}

function apiItems(state: SiteState): SidebarItemData[] {
  return [
    { text: `API ${state.apiText}`, items: API.slice(0, 80).map((name) => ({ text: name, link: `/api/${name}` })) },
    { text: 'More', items: API.slice(80).map((name) => ({ text: name, link: `/api/${name}` })) },
  ];
}

function context(state: SiteState): { context: PageModuleContext; pages: ReturnType<typeof pageData>[] } {
  const config = resolveConfig({
    lang: 'en',
    locales: LANGS.map((lang) => ({ lang, label: lang })),
    ...(state.versioned ? { multiVersion: { default: 'v2', versions: ['v1', 'v2'] } } : {}),
    themeConfig: {
      locales: LANGS.map((lang) => ({ lang, label: lang, sidebar: { '/guide/': guideItems(state, lang), '/api/': apiItems(state) } })),
    },
  });
  const layout = { docsRoot: path.join(root, 'docs'), ...spaceLayout(config) };
  const versions = state.versioned ? ['v1', 'v2'] : [''];
  const routes: RouteRecord[] = [];
  for (const version of versions)
    for (const lang of LANGS) {
      const prefix = `${version && version !== 'v2' ? `/${version}` : ''}${lang === 'en' ? '' : `/${lang}`}`;
      const names = [...(version === 'v1' ? state.oldPages : state.pages)[lang], 'api/x0', 'api/x100'];
      for (const name of names) {
        const rel = `${version && version !== 'v2' ? `${version}/` : ''}${lang}/${name}.md`;
        routes.push({ routePath: `${prefix}/${name}`, lang, version, relativePath: rel, absolutePath: path.join(root, 'docs', rel) });
      }
    }
  const structure = new SiteStructure(config, { projectRoot: root, layout, i18n: {} }, routes);
  const compiler = {} as PageModuleContext['compiler'];
  return {
    context: { config, dev: false, routes, compiler, structure },
    pages: routes.map((r) => pageData({ routePath: r.routePath, lang: r.lang, version: r.version, _relativePath: r.relativePath })),
  };
}

/** Each page's key and its fields as JSON, by route path. */
async function keysAndFields(state: SiteState): Promise<Map<string, { key: string | undefined; fields: string }>> {
  const { context: ctx, pages } = context(state);
  const found = new Map<string, { key: string | undefined; fields: string }>();
  for (const page of pages) {
    found.set(page.routePath, { key: pageDataFromOthersKey(ctx, page), fields: JSON.stringify(await pageDataFromOthers(ctx, page)) });
  }
  return found;
}

const FIELDS: Array<keyof SiteState> = ['pages', 'oldPages', 'guideTexts', 'guideOrder', 'apiText', 'versioned'];
const langPages = fc.subarray(GUIDE.map((name) => `guide/${name}`));
const texts = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: GUIDE.length, maxLength: GUIDE.length });
const state: fc.Arbitrary<SiteState> = fc.record({
  pages: fc.record({ en: langPages, zh: langPages }),
  oldPages: fc.record({ en: langPages, zh: langPages }),
  guideTexts: fc.record({ en: texts, zh: texts }),
  guideOrder: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 1 }),
  apiText: fc.integer({ min: 0, max: 1 }),
  versioned: fc.boolean(),
});

describe('the key of the fields a page gets from the rest of the site', () => {
  it('an unchanged key means unchanged fields, across any two sites', async () => {
    await fc.assert(
      fc.asyncProperty(state, state, fc.subarray(FIELDS), async (before, other, changed) => {
        // The second site is the first with some of its parts taken from another, so most pages keep their fields.
        const after: SiteState = { ...before, ...Object.fromEntries(changed.map((field) => [field, other[field]])) };
        const [a, b] = [await keysAndFields(before), await keysAndFields(after)];
        for (const [route, was] of a) {
          const now = b.get(route);
          if (!now || was.key === undefined || was.key !== now.key) continue;
          expect(now.fields).toBe(was.fields);
        }
      }),
      fuzzParameters(60),
    );
  });

  it("a changed link text changes its section's keys only; an overview page has no key", async () => {
    const base: SiteState = {
      pages: { en: ['guide/a', 'guide/b'], zh: ['guide/a'] },
      oldPages: { en: [], zh: [] },
      guideTexts: { en: [0, 0, 0, 0], zh: [0, 0, 0, 0] },
      guideOrder: [0, 1, 2, 3],
      apiText: 0,
      versioned: false,
    };
    const before = await keysAndFields(base);
    const after = await keysAndFields({ ...base, guideTexts: { ...base.guideTexts, en: [0, 1, 0, 0] } });
    expect(after.get('/guide/a')?.key).not.toBe(before.get('/guide/a')?.key);
    expect(after.get('/guide/a')?.fields).not.toBe(before.get('/guide/a')?.fields);
    for (const route of ['/api/x0', '/api/x100', '/zh/guide/a', '/zh/api/x0']) expect(after.get(route)?.key).toBe(before.get(route)?.key);

    const { context: ctx, pages } = context(base);
    expect(pageDataFromOthersKey(ctx, { ...pages[0], frontmatter: { overview: true } })).toBeUndefined();
  });
});
