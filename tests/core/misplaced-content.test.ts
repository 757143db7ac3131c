import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { ContentLayout } from '#core/routes/content-layout.ts';
import { assertPagesInPlace } from '#core/routes/misplaced-content.ts';
import { scanRoutes } from '#core/routes/scan.ts';

let root: string;

function write(files: string[]): void {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '# Page\n');
  }
}

const one: Omit<ContentLayout, 'docsRoot'> = { langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' };
const two: Omit<ContentLayout, 'docsRoot'> = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };

/** Scans `docs/` (or `folder`) of the project as a build does and checks where its pages are. */
async function check(layout: Omit<ContentLayout, 'docsRoot'>, folder = 'docs'): Promise<void> {
  const full = { ...layout, docsRoot: path.join(root, folder) };
  const routes = fs.existsSync(full.docsRoot) ? await scanRoutes({ ...full, projectRoot: root }) : [];
  await assertPagesInPlace(routes, full, root);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-misplaced-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('pages where the layout reads them', () => {
  test('one language with pages directly in docs/, several with a folder each, pass', async () => {
    write(['docs/index.md', 'docs/guide/intro.md']);
    await expect(check(one)).resolves.toBeUndefined();
    write(['site/en/index.md', 'site/zh/index.md', 'site/README.md']);
    await expect(check(two, 'site')).resolves.toBeUndefined();
  });

  test('a missing content folder names it and the folder where pages were found', async () => {
    write(['content/index.md', 'content/guide/a.mdx']);
    await expect(check(one)).rejects.toThrow(
      "no content folder: docs/ does not exist (the config's root). Found 2 .md/.mdx files in content/: set root: 'content' in the site config, or move them to docs/",
    );
    fs.rmSync(path.join(root, 'content'), { recursive: true });
    write(['src/index.md']);
    await expect(check(one)).rejects.toThrow(/Found 1 \.md\/\.mdx file in src\/: set root: 'src'/);
    fs.rmSync(path.join(root, 'src'), { recursive: true });
    await expect(check(two)).rejects.toThrow(
      "no content folder: docs/ does not exist (the config's root). Pages belong in a folder per language, such as docs/en/index.md and docs/zh/index.md.",
    );
  });

  test('an empty content folder says where the home page goes', async () => {
    fs.mkdirSync(path.join(root, 'docs/public'), { recursive: true });
    await expect(check(one)).rejects.toThrow('docs/ holds no pages (.md or .mdx files). Pages belong in the content folder, such as docs/index.md.');
  });

  test('several languages with pages directly in docs/ name them and the language folder', async () => {
    write(['docs/index.md', 'docs/guide/_meta.json', 'docs/guide/intro.md']);
    await expect(check(two)).rejects.toThrow(
      "a site of several languages (en, zh) keeps each language's pages in its own folder, but docs/ has 2 .md/.mdx files outside them (docs/guide/intro.md, docs/index.md). Move them into docs/en/, or keep one language in locales for pages directly in docs/",
    );
  });

  test('one language with every page in a folder named for it would be served under /en/: an error', async () => {
    write(['docs/en/index.md', 'docs/en/guide/a.md']);
    await expect(check(one)).rejects.toThrow(
      'a site of one language keeps its pages directly in docs/, but they are all in docs/en/ (docs/en/index.md, docs/en/guide/a.md), which would put them under /en/. Move them up into docs/, or list two or more languages in locales for a folder per language',
    );
    // A section of that name beside other pages is an ordinary folder.
    write(['docs/index.md']);
    await expect(check(one)).resolves.toBeUndefined();
  });

  test('files that are all fragments or unrouted say which folders hold no pages', async () => {
    write(['docs/shared/a.md', 'docs/_part.mdx']);
    await expect(check(one)).rejects.toThrow(
      'none of the 2 .md/.mdx files in docs/ is routed (docs/_part.mdx, docs/shared/a.md): folders named shared, src, theme or public, names starting with "_" and route.exclude hold no pages. Pages belong in the content folder, such as docs/index.md.',
    );
  });
});
