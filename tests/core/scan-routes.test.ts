import nodeFs, { realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { Project } from '#core/project/project.ts';
import { assertUniqueRoutes, scanRoutes } from '#core/routes/scan.ts';
import { QuireError } from '#core/utils/errors.ts';

let root: string;

async function write(files: string[]): Promise<void> {
  for (const file of files) {
    const target = path.join(root, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, '# Page\n');
  }
}

const scan = (exclude?: string[]) =>
  scanRoutes({ docsRoot: root, langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '', exclude });
const routeMap = async (exclude?: string[]) => Object.fromEntries((await scan(exclude)).map((r) => [r.relativePath, r.routePath]));

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-scan-'));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('scanRoutes', () => {
  test('refuses a page reached through a symbolic link, in a linked folder too, and accepts a docs folder reached through one', async () => {
    await write(['en/index.mdx', 'notes/page.mdx']);
    await fs.symlink('../notes/page.mdx', path.join(root, 'en/linked.mdx'));
    const error = await scan().catch((e: unknown) => e as QuireError);
    expect(error).toBeInstanceOf(QuireError);
    expect((error as QuireError).message).toBe(
      `${path.join(path.basename(root), 'en/linked.mdx')}: a page may not be a symbolic link (this one leads to ${await fs.realpath(path.join(root, 'notes/page.mdx'))}); import the file as a fragment instead`,
    );
    await fs.rm(path.join(root, 'en/linked.mdx'));
    await fs.symlink('../notes', path.join(root, 'en/notes'), 'dir');
    await expect(scan()).rejects.toThrow(/en\/notes\/page\.mdx: a page may not be a symbolic link/);
    await fs.rm(path.join(root, 'en/notes'));
    const viaLink = `${root}-link`;
    await fs.symlink(root, viaLink, 'dir');
    try {
      const routes = await scanRoutes({ docsRoot: viaLink, langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' });
      expect(routes.map((r) => r.relativePath)).toEqual(['en/index.mdx']);
    } finally {
      await fs.rm(viaLink);
    }
  });

  test('looks up the real place of each folder once, not of every page (a large site has thousands in one folder)', async () => {
    await write(['en/index.mdx', ...Array.from({ length: 40 }, (_, i) => `en/guide/page-${i}.mdx`)]);
    const lookups = vi.spyOn(realpathSync, 'native');
    try {
      expect(await scan()).toHaveLength(41);
      // The docs folder, then en/ and en/guide/.
      expect(lookups.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      lookups.mockRestore();
    }
  });

  test('a project’s scan walks each folder once, for the links out of the project and the pages both, and stats no page', async () => {
    await write(['docs/en/index.mdx', 'docs/zh/index.mdx', ...Array.from({ length: 40 }, (_, i) => `docs/en/guide/page-${i}.mdx`)]);
    const locales = [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '中文' },
    ];
    const project = new Project(resolveConfig({ root: 'docs', locales }), root, { mode: 'dev' });
    const reads = vi.spyOn(nodeFs, 'readdirSync');
    const lstats = vi.spyOn(nodeFs, 'lstatSync');
    try {
      expect(await project.scan()).toHaveLength(42);
      const folders = reads.mock.calls.map(([folder]) => path.relative(root, String(folder)).split(path.sep).join('/'));
      expect(folders.sort()).toEqual(['docs', 'docs/en', 'docs/en/guide', 'docs/zh']);
      expect(lstats).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      lstats.mockRestore();
    }
  });

  test('maps every page of every language to its route', async () => {
    await write(['en/index.mdx', 'en/guide/start.mdx', 'en/guide/index.md', 'en/config/deep/nested.mdx', 'zh/index.mdx', 'zh/guide/start.mdx']);
    expect(await routeMap()).toEqual({
      'en/index.mdx': '/',
      'en/guide/start.mdx': '/guide/start',
      'en/guide/index.md': '/guide/',
      'en/config/deep/nested.mdx': '/config/deep/nested',
      'zh/index.mdx': '/zh/',
      'zh/guide/start.mdx': '/zh/guide/start',
    });
  });

  test('maps the pages of a site of one language from the docs folder itself, without a language prefix', async () => {
    await write(['index.md', 'guide/intro.md', 'guide/index.mdx', 'zh/page.md', 'shared/frag.mdx', '_part.mdx', 'public/x.md']);
    const routes = await scanRoutes({ docsRoot: root, langs: ['zh'], defaultLang: 'zh', versions: [], defaultVersion: '' });
    expect(Object.fromEntries(routes.map((r) => [r.relativePath, r.routePath]))).toEqual({
      'index.md': '/',
      'guide/index.mdx': '/guide/',
      'guide/intro.md': '/guide/intro',
      // A folder named like a language is an ordinary folder when the site has one language.
      'zh/page.md': '/zh/page',
    });
    expect(new Set(routes.map((r) => r.lang))).toEqual(new Set(['zh']));
  });

  test('records carry language, absolute path and sorted order', async () => {
    await write(['zh/b.mdx', 'en/b.mdx', 'en/a.mdx']);
    const routes = await scan();
    expect(routes.map((r) => r.routePath)).toEqual(['/a', '/b', '/zh/b']);
    expect(routes[2]).toEqual({
      routePath: '/zh/b',
      lang: 'zh',
      version: '',
      relativePath: 'zh/b.mdx',
      absolutePath: path.join(root, 'zh/b.mdx'),
    });
  });

  test.each([
    ['shared', 'en/shared/frag.mdx'],
    ['theme', 'en/theme/x.mdx'],
    ['src', 'en/src/component.mdx'],
    ['public', 'en/public/x.md'],
    ['node_modules', 'en/node_modules/pkg/readme.md'],
    ['nested shared', 'en/guide/shared/frag.mdx'],
    ['nested src', 'zh/guide/src/demo.mdx'],
  ])('%s folder is not routed', async (_name, file) => {
    await write(['en/index.mdx', file]);
    const map = await routeMap();
    expect(map).toEqual({ 'en/index.mdx': '/' });
  });

  test.each([
    ['en/notes.txt'],
    ['en/image.png'],
    ['en/page.html'],
    ['en/.hidden/secret.mdx'],
    ['en/_fragment.mdx'],
    ['en/guide/_partials/intro.mdx'],
  ])('%s is not a page', async (file) => {
    await write(['en/index.mdx', file]);
    expect(Object.keys(await routeMap())).toEqual(['en/index.mdx']);
  });

  test('files outside the configured languages are ignored', async () => {
    await write(['en/index.mdx', 'fr/index.mdx', 'README.md']);
    expect(Object.keys(await routeMap())).toEqual(['en/index.mdx']);
  });

  test.each([
    [['drafts/**'], ['en/guide/a.draft.mdx', 'en/guide/secret.mdx', 'en/index.mdx', 'zh/index.mdx']],
    [['**/*.draft.mdx'], ['en/drafts/wip.mdx', 'en/guide/secret.mdx', 'en/index.mdx', 'zh/drafts/x.mdx', 'zh/index.mdx']],
    [
      ['drafts/**', 'guide/**'],
      ['en/index.mdx', 'zh/index.mdx'],
    ],
    [['./drafts/**'], ['en/guide/a.draft.mdx', 'en/guide/secret.mdx', 'en/index.mdx', 'zh/index.mdx']],
    [['guide/secret.mdx'], ['en/drafts/wip.mdx', 'en/guide/a.draft.mdx', 'en/index.mdx', 'zh/drafts/x.mdx', 'zh/index.mdx']],
    [[], ['en/drafts/wip.mdx', 'en/guide/a.draft.mdx', 'en/guide/secret.mdx', 'en/index.mdx', 'zh/drafts/x.mdx', 'zh/index.mdx']],
  ])('exclude %j', async (exclude, expected) => {
    await write(['en/index.mdx', 'en/drafts/wip.mdx', 'en/guide/a.draft.mdx', 'en/guide/secret.mdx', 'zh/index.mdx', 'zh/drafts/x.mdx']);
    expect(Object.keys(await routeMap(exclude)).sort()).toEqual([...expected].sort());
  });

  test.each([
    [['en/a.md', 'en/a.mdx'], 'en/a.md', 'en/a.mdx', '/a'],
    [['en/guide.mdx', 'en/guide/index.mdx'], 'en/guide.mdx', 'en/guide/index.mdx', '/guide'],
    [['zh/x/index.md', 'zh/x/index.mdx'], 'zh/x/index.md', 'zh/x/index.mdx', '/zh/x/'],
  ])('duplicate routes %j throw a QuireError naming both files', async (files, a, b, route) => {
    await write(files);
    const error = await scan().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(QuireError);
    const message = (error as Error).message;
    expect(message).toContain(a);
    expect(message).toContain(b);
    expect(message).toContain('two files map to the route');
    expect(message).toContain(route.replace(/\/$/, ''));
  });
});

describe('assertUniqueRoutes', () => {
  const record = (routePath: string, relativePath: string) => ({
    routePath,
    lang: 'en',
    version: '',
    relativePath,
    absolutePath: `/docs/${relativePath}`,
  });

  test('distinct routes pass', () => {
    expect(() => assertUniqueRoutes([record('/a', 'en/a.mdx'), record('/b', 'en/b.mdx'), record('/', 'en/index.mdx')])).not.toThrow();
  });

  test('routes equal after normalization collide, and the error points at the later file', () => {
    let caught: unknown;
    try {
      assertUniqueRoutes([record('/a/', 'en/a/index.mdx'), record('/a', 'en/a.mdx')]);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(QuireError);
    expect((caught as QuireError).file).toBe('/docs/en/a.mdx');
    expect((caught as QuireError).message).toMatch(/en\/a\/index\.mdx and en\/a\.mdx/);
  });
});

describe('file and folder names that would need percent-encoding in a URL', () => {
  const refusal = async (file: string) => {
    await write([file]);
    return scan().then(
      () => undefined,
      (e: unknown) => e as QuireError,
    );
  };

  test.each([
    [
      'en/guide/my page?.mdx',
      'en/guide/my page?.mdx',
      /a page's file name becomes its URL; use only a-z, A-Z, 0-9, "-", "_" and "." \(e\.g\. "my-page\.mdx"\)$/,
    ],
    ['en/guide/100%.md', 'en/guide/100%.md', /\(e\.g\. "100\.md"\)$/],
    ['en/guide/a#b.mdx', 'en/guide/a#b.mdx', /\(e\.g\. "a-b\.mdx"\)$/],
    ['en/guide/Café.mdx', 'en/guide/Café.mdx', /\(e\.g\. "cafe\.mdx"\)$/],
    ['zh/指南.mdx', 'zh/指南.mdx', /use only a-z, A-Z, 0-9, "-", "_" and "\."$/],
    ['en/my guide/start.mdx', 'en/my guide/start.mdx', /a folder's name \("my guide"\) becomes part of its pages' URLs; .* \(e\.g\. "my-guide"\)$/],
    ['en/指南/start.mdx', 'en/指南/start.mdx', /a folder's name \("指南"\) becomes part of its pages' URLs; use only [^(]*$/],
  ])('%s is refused, naming the file and the rule', async (file, shown, reason) => {
    const error = await refusal(file);
    expect(error).toBeInstanceOf(QuireError);
    expect(error?.file).toBe(path.join(path.basename(root), shown));
    expect(error?.reason).toMatch(reason);
  });

  test('names made of letters, digits, "-", "_" and "." are routed', async () => {
    await write(['en/Guide_2/v1.2-notes.mdx', 'en/a-b_c.md']);
    expect(await routeMap()).toEqual({ 'en/Guide_2/v1.2-notes.mdx': '/Guide_2/v1.2-notes', 'en/a-b_c.md': '/a-b_c' });
  });

  test('an excluded or unrouted folder may use any name', async () => {
    await write(['en/shared/my fragment.mdx', 'en/drafts/über ideas.mdx', 'en/index.mdx']);
    expect(await routeMap(['drafts/**'])).toEqual({ 'en/index.mdx': '/' });
  });
});
