/** Pages written for Rspress import from its modules; a name Quire does not provide fails at its place. */
import { describe, expect, test } from 'vitest';
import { rspressImportProblem } from '#core/markdown/rspress-api.ts';
import { compile, rejection } from './helpers/mdx.ts';

/**
 * The names Rspress 2's docs (website/docs/en/ui/) show imported from its modules, or list as
 * hooks and components: each must compile or fail naming Quire's equivalent.
 */
const RSPRESS_DOCUMENTED: Record<string, string[]> = {
  '@rspress/core/runtime': [
    'BrowserOnly',
    'Head',
    'NoSSR',
    'normalizeImagePath',
    'useDark',
    'useFrontmatter',
    'useHead',
    'useI18n',
    'useLang',
    'useLocation',
    'useMatches',
    'useNavigate',
    'usePage',
    'usePageData',
    'usePages',
    'useParams',
    'useSearchParams',
    'useSite',
    'useVersion',
    'withBase',
    'isEqualPath',
  ],
  '@rspress/core/theme': [
    'Badge',
    'Banner',
    'Callout',
    'CodeBlockRuntime',
    'DocFooter',
    'EditLink',
    'getCustomMDXComponent',
    'HomeBackground',
    'HomeFeature',
    'HomeFooter',
    'HomeHero',
    'HomeLayout',
    'IconGithub',
    'IconGitlab',
    'IconSearch',
    'LastUpdated',
    'Layout',
    'NavTitle',
    'Overview',
    'OverviewGroup',
    'PackageManagerTabs',
    'PageTab',
    'PageTabs',
    'PrevNextPage',
    'Prompt',
    'RenderType',
    'Root',
    'SourceCode',
    'Steps',
    'SvgWrapper',
    'Tab',
    'Tabs',
    'Tag',
    'useDynamicToc',
    'usePrevNextPage',
  ],
};

describe('imports from Rspress modules', () => {
  test.each(['@rspress/core/theme', 'rspress/theme'])('the names Quire provides compile (%s)', async (module) => {
    const page = await compile(`import { Badge, Callout, Steps, Tag, PageTabs, PageTab } from '${module}';\n\n# Page\n\n<Badge text="x" />\n`);
    expect(page.usesModules).toBe(true);
    expect(page.components).toEqual([]);
  });

  test('runtime names compile, aliased too', async () => {
    await compile(
      `import { useI18n as t, BrowserOnly, withBase, isEqualPath } from '@rspress/core/runtime';\nimport { Head } from 'rspress/runtime';\n\n# Page\n`,
    );
  });

  test('a documented name Quire does not provide stops the build at the specifier, naming what to use instead', async () => {
    const error = await rejection(compile(`# Page\n\nimport { Badge, HomeLayout } from '@rspress/core/theme';\n`));
    expect(error.message).toMatch(
      /page\.mdx:3:17: "HomeLayout" from "@rspress\/core\/theme" is not provided by Quire: a home page .* slots `beforeHero`/,
    );
    const icon = await rejection(compile(`import { IconGithub } from '@rspress/core/theme-original';\n`));
    expect(icon.message).toMatch(/page\.mdx:1:10: "IconGithub" .* not provided by Quire: draw the icon with your own SVG \(`SvgWrapper`/);
    const matches = await rejection(compile(`import { useMatches } from 'rspress/runtime';\n`));
    expect(matches.message).toMatch(/page\.mdx:1:10: "useMatches" from "rspress\/runtime" is not provided by Quire: .*`useLocation\(\)`/);
  });

  test('an undocumented name is refused with the names Quire provides', async () => {
    const error = await rejection(compile(`import { useSidebar } from '@rspress/core/runtime';\n`));
    expect(error.message).toMatch(
      /page\.mdx:1:10: "useSidebar" from "@rspress\/core\/runtime" is not provided by Quire \(it provides: BrowserOnly, .*usePages/,
    );
  });

  test('every name Rspress 2 documents compiles or has an equivalent named in the error', async () => {
    for (const [module, names] of Object.entries(RSPRESS_DOCUMENTED)) {
      for (const name of names) {
        const problem = rspressImportProblem(module, name);
        if (problem) expect(problem, name).toMatch(/is not provided by Quire: /);
        else await compile(`import { ${name} } from '${module}';\n`);
      }
    }
  });

  test('a namespace or default import is refused too', async () => {
    const ns = await rejection(compile(`import * as Theme from '@rspress/core/runtime';\n`));
    expect(ns.message).toMatch(/page\.mdx:1:8: import \* from "@rspress\/core\/runtime" is not provided by Quire/);
    const def = await rejection(compile(`import Theme from 'rspress/theme';\n`));
    expect(def.message).toMatch(/page\.mdx:1:8: "default" from "rspress\/theme" is not provided/);
  });

  test('other modules are left to the bundler', async () => {
    await compile(`import { Anything } from '@rspress/core/shiki-transformers';\nimport x from './local';\n`);
  });
});

describe('@rspress/core/theme-original, through which a custom theme wraps the default one', () => {
  test('gives the default theme’s names, Layout included', async () => {
    await compile(`import { Layout, Nav, renderInlineMarkdown } from '@rspress/core/theme-original';\n\n# Page\n`);
    const error = await rejection(compile(`import { HomeLayout } from '@rspress/core/theme-original';\n`));
    expect(error.message).toMatch(/"HomeLayout" from "@rspress\/core\/theme-original" is not provided by Quire/);
  });
});
