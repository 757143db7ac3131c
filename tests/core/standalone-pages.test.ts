/**
 * Pages that import nothing of their own skip the bundler in a build: the compiler says which
 * pages use modules, and a page that does not becomes a function body that renders exactly what
 * its module renders, in a script that hands it to the app.
 */
import vm from 'node:vm';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageFunctionBody, standaloneScript } from '#core/markdown/page-function-body.ts';
import { runPage } from '#runtime/page/standalone-page.ts';
import type { PageBody, PageData } from '#shared/index.ts';
import { compile, renderCompiled } from './helpers/mdx.ts';

const components = {
  Container: ({ type, title, children }: { type: string; title?: string; children?: ReactNode }) =>
    createElement('aside', { 'data-type': type, 'data-title': title }, children),
  CodeBlock: ({ lang, title, html }: { lang: string; title?: string; html: string }) =>
    createElement('figure', { 'data-lang': lang, 'data-title': title, dangerouslySetInnerHTML: { __html: html } }),
};

const pageData = { routePath: '/guide/a', title: 'A' } as PageData;

const PAGE = `---
title: Options
---

# Options {#opts}

Set \`mode\` to **production**; see [the guide](./start.md).

:::tip A title
Inside a container.
:::

| Option | Default |
| --- | --- |
| \`mode\` | \`'production'\` |

\`\`\`ts title="rsbuild.config.ts" {2}
import { defineConfig } from '@rsbuild/core';
export default defineConfig({ mode: 'production' });
\`\`\`

Text that mentions import maps and export conditions.
`;

function renderBody(body: string): string {
  const mod = runPage(new Function(body) as PageBody, pageData);
  return renderToStaticMarkup(createElement(mod.default as (props: { components: typeof components }) => ReactNode, { components }));
}

describe('pages that use no modules', () => {
  it.each([
    ['plain Markdown with code, containers and a table', false, PAGE],
    ['a fenced block of imports', false, "```js\nimport x from 'y';\nexport default x;\n```\n"],
    ['a theme component without an import', false, '<Badge text="new" />\n'],
    ['an import', true, "import X from './x.tsx';\n\n<X />\n"],
    ['an export', true, 'export const answer = 42;\n\n{answer}\n'],
    ['import.meta in an expression', true, '{import.meta.url}\n'],
    ['import() in an attribute', true, "<Lazy load={() => import('./x.js')} />\n"],
    ['import in a spread attribute', true, '<Box {...import.meta} />\n'],
  ])('%s: uses modules = %j', async (_name, uses, source) => {
    expect((await compile(source)).usesModules).toBe(uses);
  });

  it('become a function body that renders what the module renders', async () => {
    const { code } = await compile(PAGE);
    const body = pageFunctionBody(code);
    expect(body).toBeDefined();
    expect(body).not.toMatch(/^\s*(import|export)\b/m);
    const html = renderBody(body as string);
    expect(html).toBe(await renderCompiled(code));
    expect(html).toContain('<h1 id="opts">Options</h1>');
    expect(html).toContain('data-type="tip"');
    expect(html).toContain('<table>');
  });

  it("keep any other shape bundled: imports of the page's own, or no default export last", async () => {
    const { code } = await compile("import X from './x.tsx';\n\n<X />\n");
    expect(pageFunctionBody(code)).toBeUndefined();
    const plain = (await compile('# A\n')).code;
    expect(pageFunctionBody(plain.replace(/\nexport default MDXContent;\s*$/, '\n'))).toBeUndefined();
    expect(pageFunctionBody(`import {jsx as _jsx} from "react";\n${plain}`)).toBeUndefined();
  });

  it('come in a script that queues the page for the app, with its data', async () => {
    const body = pageFunctionBody((await compile('# Hello <b>&</b>\n')).code) as string;
    const script = standaloneScript('en/guide/a.md', body, { ...pageData, title: '</script><script>alert(1)</script>' });
    const self: Record<string, unknown> = {};
    vm.runInNewContext(script, { self });
    const queued = self.__quirePages as Array<[string, PageBody, PageData]>;
    expect(queued).toHaveLength(1);
    const [key, run, data] = queued[0];
    expect(key).toBe('en/guide/a.md');
    expect(data.title).toBe('</script><script>alert(1)</script>');
    const mod = runPage(run, data);
    expect(renderToStaticMarkup(createElement(mod.default as (props: { components: typeof components }) => ReactNode, { components }))).toBe(
      '<h1 id="hello">Hello <b>&amp;</b></h1>',
    );
  });
});
