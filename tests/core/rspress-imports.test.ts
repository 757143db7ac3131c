/** Pages written for Rspress import from its modules; a name Quire does not provide fails at its place. */
import { describe, expect, test } from 'vitest';
import { compile, rejection } from './helpers/mdx.ts';

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

  test('a name Quire does not provide stops the build at the specifier', async () => {
    const error = await rejection(compile(`# Page\n\nimport { Badge, HomeLayout } from '@rspress/core/theme';\n`));
    expect(error.message).toMatch(/page\.mdx:3:17: "HomeLayout" from "@rspress\/core\/theme" is not provided by Quire \(it provides: Badge, /);
  });

  test('usePages names what a page does instead', async () => {
    const error = await rejection(compile(`import { useLang, usePages } from '@rspress/core/runtime';\n`));
    expect(error.message).toMatch(
      /page\.mdx:1:19: "usePages" from "@rspress\/core\/runtime" is not provided by Quire: Quire does not ship every page's data to the browser: a page or component that lists pages imports them/,
    );
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
