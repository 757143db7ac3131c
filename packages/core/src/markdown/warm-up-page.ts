/**
 * A page a fresh dev compile thread compiles once, result unused, before any page is asked for: a compile's first run
 * in a thread is slow (V8 compiles each plugin's functions as they first run, shiki builds its first scanners), so the
 * page the browser asks for first would pay for it. The page uses what most pages do: front matter, headings, links,
 * a table, a container and code blocks with a title and highlighted lines.
 */
import path from 'node:path';
import type { CompileOptions } from './compile.js';

export const WARM_UP_SOURCE = `---
title: Warm-up
description: A page compiled to warm the compiler up.
---

# Warm-up

A paragraph with **strong**, _emphasis_, \`inline code\` and a [link](./other.md#part).

## Part {#part}

- one item
- another item with [a link](/guide/start)

| option | default |
| --- | --- |
| \`retries\` | 3 |

:::tip Note
A container with a [link](../other).
:::

\`\`\`ts title="config.ts" {1,3-4}
const config = defineConfig({
  title: 'Site',
  base: '/docs/',
});
\`\`\`

\`\`\`js
const value = await load(1);
\`\`\`

\`\`\`bash
pnpm add quire
\`\`\`

\`\`\`json
{ "name": "site" }
\`\`\`

### Last part

1. first
2. second
`;

/** The options the dev server compiles a page of a one-language site with, for a page of that name in `projectRoot`. */
export function warmUpOptions(projectRoot: string): CompileOptions {
  return {
    filePath: path.join(projectRoot, '.quire', 'warm-up.md'),
    relativePath: 'warm-up.md',
    projectRoot,
    lang: 'en',
    langs: ['en'],
    defaultLang: 'en',
    development: true,
  };
}
