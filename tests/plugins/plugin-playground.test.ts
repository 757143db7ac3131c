import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileMdx } from '@quire/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compilePlaygroundCode } from '#plugin-playground/compile-code.ts';
import { runModule } from '#plugin-playground/components/run-module.ts';
import { playgroundTexts } from '#plugin-playground/components/texts.ts';
import { type PlaygroundOptions, pluginPlayground } from '#plugin-playground/index.ts';
import { playgroundChoice } from '#plugin-playground/playground-meta.ts';

describe('playgroundChoice', () => {
  it.each([
    ['playground', 'pure', { kind: 'playground' }],
    ['playground direction=vertical', 'pure', { kind: 'playground', direction: 'vertical' }],
    ['file="./a.jsx" playground direction="horizontal"', 'pure', { kind: 'playground', direction: 'horizontal', file: './a.jsx' }],
    ['', 'pure', { kind: 'pure' }],
    ['title="playground.tsx"', 'pure', { kind: 'pure' }],
    ['', 'playground', { kind: 'playground' }],
    ['pure', 'playground', { kind: 'pure' }],
  ] as const)('%s (%s)', (meta, mode, expected) => {
    expect(playgroundChoice(meta, mode)).toEqual(expected);
  });

  it('names the directions when the one written is none of them', () => {
    expect(playgroundChoice('playground direction=up', 'pure')).toEqual({
      kind: 'error',
      reason: 'direction="up" is not a playground direction (direction="horizontal", direction="vertical")',
    });
  });
});

describe('compilePlaygroundCode', () => {
  it('removes TypeScript and JSX and lists the imports, type-only ones left out', () => {
    const out = compilePlaygroundCode(
      "import { useState } from 'react';\nimport dayjs from \"dayjs\";\nimport type { X } from 'types';\nexport default (p: X) => <b>{dayjs(useState(1)[0]).year()}</b>;",
      'tsx',
    );
    expect(out.imports).toEqual(['react', 'dayjs']);
    expect(out.code).not.toContain('<b>');
    expect(out.code).toContain("React.createElement('b'");
  });

  it('places a syntax error in the code', () => {
    expect(() => compilePlaygroundCode('const a = 1;\nconst b = <div>;\n', 'jsx')).toThrow(expect.objectContaining({ line: 2 }));
  });
});

describe('runModule', () => {
  const texts = playgroundTexts('en');
  it('runs the code with its imports loaded from the declared modules and returns its default export', async () => {
    const compiled = compilePlaygroundCode("import pick, { twice } from 'lib';\nexport default function App() { return pick + twice(2); }", 'jsx');
    const App = (await runModule(compiled, { lib: async () => ({ default: 'x', twice: (n: number) => n * 2 }) }, texts)) as () => string;
    expect(App()).toBe('x4');
  });

  it('says which module is not declared, and that a module without a default export has nothing to render', async () => {
    const missing = compilePlaygroundCode("import x from 'nowhere';\nexport default () => x;", 'jsx');
    await expect(runModule(missing, {}, texts)).rejects.toThrow('Module "nowhere" is not available in the playground');
    await expect(runModule(compilePlaygroundCode('export const a = 1;', 'jsx'), {}, texts)).rejects.toThrow(texts.noDefault);
  });
});

describe('pluginPlayground', () => {
  let dir: string;
  let cwd: string;
  beforeEach(() => {
    cwd = process.cwd();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-playground-'));
    fs.mkdirSync(path.join(dir, 'docs/en'), { recursive: true });
    process.chdir(dir);
  });
  afterEach(() => {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function compile(source: string, options: PlaygroundOptions = {}, name = 'page.mdx') {
    const plugin = pluginPlayground(options);
    const filePath = path.join(dir, 'docs/en', name);
    fs.writeFileSync(filePath, source);
    const markdown = plugin.markdown ?? {};
    return compileMdx(
      source,
      { filePath, relativePath: `en/${name}`, projectRoot: dir, lang: 'en', langs: ['en'], defaultLang: 'en' },
      {
        remarkPlugins: markdown.remarkPlugins ?? [],
        rehypePlugins: [],
        remarkFields: ['plugins[0].markdown.remarkPlugins[0]'],
        rehypeFields: [],
        shiki: { langs: [], transformers: [] },
        codeMeta: markdown.codeMeta ?? [],
      },
    );
  }

  it('turns a playground block into the playground component, with a loader for each module its page imports', async () => {
    const page = await compile(
      "# P\n\n```tsx playground direction=vertical\nimport dayjs from 'dayjs';\nexport default () => <b>{dayjs().year()}</b>;\n```\n\n```jsx\nexport default () => null;\n```\n",
      { include: ['lodash', ['my-package', '/abs/index.js']] },
    );
    expect(page.code).toMatch(/import QuirePlayground from "[^"]+Playground\.tsx";/);
    expect(page.code).toMatch(
      /_jsx\(QuirePlayground, \{\s*code: "import dayjs from 'dayjs';\\nexport default \(\) => <b>\{dayjs\(\)\.year\(\)\}<\/b>;",\s*language: "tsx",\s*editorPosition: "left",/,
    );
    expect(page.code).toMatch(
      /imports: \{\s*"dayjs": \(\) => import\("dayjs"\),\s*"lodash": \(\) => import\("lodash"\),\s*"my-package": \(\) => import\("\/abs\/index\.js"\)\s*\}/,
    );
    expect(page.code).toMatch(/defaultDirection: "horizontal",\s*direction: "vertical"/);
    expect(page.code.match(/QuirePlayground, \{/g)).toHaveLength(1);
    expect(page.warnings).toEqual([]);
  });

  it('leaves a page without a playground block as it was', async () => {
    const page = await compile('# P\n\n```tsx\nexport default () => null;\n```\n');
    expect(page.code).not.toContain('QuirePlayground');
  });

  it('makes every jsx and tsx block a playground with defaultRenderMode playground, pure ones aside', async () => {
    const page = await compile('# P\n\n```jsx\nexport default () => 1;\n```\n\n```jsx pure\nexport default () => 2;\n```\n', {
      defaultRenderMode: 'playground',
    });
    expect(page.code.match(/QuirePlayground, \{/g)).toHaveLength(1);
  });

  it('reads the code of file="…" and of Rspress 1’s <code src>, relative to the page', async () => {
    fs.writeFileSync(path.join(dir, 'docs/en/_demo.jsx'), 'export default () => <i>from a file</i>;\n');
    const page = await compile('# P\n\n```jsx file="./_demo.jsx" playground\n```\n\n<code src="./_demo.jsx" direction="vertical" />\n');
    expect(page.code.match(/code: "export default \(\) => <i>from a file<\/i>;"/g)).toHaveLength(2);
    expect(page.code).toMatch(/direction: "vertical"/);
  });

  it('stops at a line of playground code that does not compile', async () => {
    await expect(compile('# P\n\n```jsx playground\nconst a = 1;\nexport default () => <div>;\n```\n')).rejects.toThrow(
      /page\.mdx:5:20: .*playground code does not compile: Unexpected token/,
    );
  });

  it('stops at a block that names a missing file, a direction that does not exist, or a language it cannot run', async () => {
    await expect(compile('# P\n\n```jsx file="./gone.jsx" playground\n```\n')).rejects.toThrow(
      /page\.mdx:3:1.*playground file="\.\/gone\.jsx": no file docs\/en\/gone\.jsx/,
    );
    await expect(compile('# P\n\n```tsx playground direction=up\nx\n```\n')).rejects.toThrow(
      /page\.mdx:3:1.*direction="up" is not a playground direction/,
    );
    await expect(compile('# P\n\n```ts playground\nx\n```\n')).rejects.toThrow(/page\.mdx:3:1.*a playground block is jsx or tsx, not ts/);
  });

  it('refuses Rspress’s Monaco and Babel options and a render file that does not exist', () => {
    expect(() => pluginPlayground({ monacoOptions: {} } as PlaygroundOptions)).toThrow(
      'option "monacoOptions" has no equivalent: the editor is a text area',
    );
    expect(() => pluginPlayground({ render: './Playground.tsx' })).toThrow('option "render" must be the absolute path of an existing file');
  });
});
