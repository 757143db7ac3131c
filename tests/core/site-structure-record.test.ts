/**
 * What a build made of the site's sidebars (`SiteStructure.recorded`) is what the next build takes when an edit cannot
 * change them (`takeRecorded`): the sidebars and folders' redirects read back whole, and none made again.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spaceLayout } from '#core/config/space-layout.ts';
import { resolveConfig } from '#core/config/validate.ts';
import { SiteStructure, type StructureRecord } from '#core/project/site-structure.ts';
import type { RouteRecord } from '#core/routes/scan.ts';

const root = path.join('/nonexistent', 'site');

/** A two-language site without index pages, its guide sidebar's first link `first`. */
function structure(first: string): SiteStructure {
  const sidebar = { '/guide/': [{ text: 'Guide', items: [first, 'b'].map((name) => ({ text: name, link: `/guide/${name}` })) }] };
  const config = resolveConfig({
    lang: 'en',
    locales: ['en', 'zh'].map((lang) => ({ lang, label: lang })),
    themeConfig: { locales: ['en', 'zh'].map((lang) => ({ lang, label: lang, sidebar })) },
  });
  const layout = { docsRoot: path.join(root, 'docs'), ...spaceLayout(config) };
  const routes: RouteRecord[] = ['en', 'zh'].flatMap((lang) =>
    ['a', 'b'].map((name) => ({
      routePath: `${lang === 'en' ? '' : `/${lang}`}/guide/${name}`,
      lang,
      version: '',
      relativePath: `${lang}/guide/${name}.md`,
      absolutePath: path.join(root, 'docs', lang, 'guide', `${name}.md`),
    })),
  );
  return new SiteStructure(config, { projectRoot: root, layout, i18n: {} }, routes);
}

/** Each language's root and guide folder lead to its guide page `first`. */
const redirectsTo = (first: string) => ({
  '/': `/guide/${first}`,
  '/guide/': `/guide/${first}`,
  '/zh/': `/zh/guide/${first}`,
  '/zh/guide/': `/zh/guide/${first}`,
});

describe('the site structure’s record', () => {
  it('holds every space’s sidebars and the redirects, and reads back through JSON as they were', () => {
    const made = structure('a');
    const record = JSON.parse(JSON.stringify(made.recorded())) as StructureRecord;
    expect(record.sidebars.map(([space]) => space).sort()).toEqual(['\0en', '\0zh']);
    expect(record.redirects).toEqual(redirectsTo('a'));
    const taken = structure('a');
    taken.takeRecorded(record);
    expect(taken.recorded()).toEqual(made.recorded());
  });

  it('is taken as it is: the sidebars and redirects are the recorded ones, not made again', () => {
    const taken = structure('b');
    taken.takeRecorded(structure('a').recorded());
    expect(taken.folderRedirects()).toEqual(redirectsTo('a'));
    expect(JSON.stringify(taken.sidebarsFor({ lang: 'zh', version: '' }))).toContain('/guide/a');
    // Made afresh, the structure gives its own.
    expect(structure('b').folderRedirects()).toEqual(redirectsTo('b'));
  });
});
