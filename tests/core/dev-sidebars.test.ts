/**
 * `quire dev` keeps sidebars out of the site data: a page names its section's sidebar, which the dev server answers
 * from the current routes (`dev/pages-middleware.ts`), so the first load does not grow with every section.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import type { DevPageEntries } from '#core/dev/page-entries.ts';
import { devPagesMiddleware, devRoutesAnswer, devSidebar } from '#core/dev/pages-middleware.ts';
import { Project } from '#core/project/project.ts';
import { closedAfterEach } from './helpers/closed-after-each.ts';
import { writeGenerated } from '#core/project/write-generated.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});
const closeLater = closedAfterEach();

/** Two sections (`guide/`, `api/`) in two languages, sidebars generated from the folders. */
async function devProject() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-dev-sidebars-'));
  dirs.push(root);
  for (const lang of ['en', 'zh'])
    for (const file of ['index.md', 'guide/start.md', 'guide/install.md', 'api/client.md']) {
      const page = path.join(root, 'docs', lang, file);
      await fs.mkdir(path.dirname(page), { recursive: true });
      await fs.writeFile(page, `# ${lang} ${file}\n`);
    }
  const config = resolveConfig({
    lang: 'en',
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '中文' },
    ],
  });
  const project = closeLater(new Project(config, root, { mode: 'dev' }));
  await project.scan();
  return { root, project };
}

const sidebarFileOf = async (project: Project, file: string) =>
  (await project.compile(path.join(project.docsRoot, file))) && (await project.pageModule(path.join(project.docsRoot, file))).code;

describe('dev sidebars', () => {
  it('writes site data without any sidebar', async () => {
    const { project } = await devProject();
    const siteData = writeGenerated(project);
    expect(JSON.stringify(siteData.themeConfig)).not.toContain('"sidebar"');
    const written = await fs.readFile(path.join(project.generatedDir, 'site-data.js'), 'utf8');
    expect(written).not.toContain('/guide/start');
    expect(written).not.toContain('"items"');
  });

  it('leaves the folders’ redirects out of the site data, and answers them with the route list', async () => {
    const { project } = await devProject();
    // `guide/` has no index page: it leads to its first page, in each language.
    expect(writeGenerated(project).folderRedirects).toEqual({});
    const answer = devRoutesAnswer(project);
    expect(answer.folderRedirects).toMatchObject({ '/guide/': '/guide/install', '/zh/guide/': '/zh/guide/install' });
    expect(answer.routes.map(([routePath]) => routePath)).toContain('/zh/guide/install');
  });

  it("names the page's section sidebar, which the server answers with that section alone", async () => {
    const { project } = await devProject();
    const code = await sidebarFileOf(project, 'zh/guide/start.md');
    const named = /"sidebarFile":\s*"([^"]+)"/.exec(code)?.[1];
    expect(named).toMatch(/^__quire\/sidebar\.json\?/);
    const query = new URL(`http://localhost/${named}`).searchParams;
    const sidebar = JSON.parse(devSidebar(project, query) ?? 'null');
    // Keys are paths within the space, as in the config's sidebars.
    expect(sidebar?.key).toBe('/guide/');
    const links = JSON.stringify(sidebar?.items);
    expect(links).toContain('zh guide/install.md');
    expect(links).not.toContain('zh api/client.md');
    expect(links).not.toContain('en guide/install.md');
  });

  it('answers from the current routes: a page added after the first answer is in the next one', async () => {
    const { root, project } = await devProject();
    const query = new URLSearchParams({ version: '', lang: 'en', key: '/guide/' });
    expect(JSON.stringify(devSidebar(project, query))).not.toContain('/guide/later');
    await fs.writeFile(path.join(root, 'docs/en/guide/later.md'), '# Later\n');
    await project.scan();
    expect(JSON.stringify(devSidebar(project, query))).toContain('/guide/later');
  });

  it("names an old version's page its own version's sidebar, not the default version's", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-dev-sidebars-'));
    dirs.push(root);
    for (const [version, file] of [
      ['v1', 'guide/old-only.md'],
      ['v2', 'guide/new-only.md'],
      ['v1', 'guide/start.md'],
      ['v2', 'guide/start.md'],
    ]) {
      const page = path.join(root, 'docs', version, file);
      await fs.mkdir(path.dirname(page), { recursive: true });
      await fs.writeFile(page, `# ${version} ${file}\n`);
    }
    const project = closeLater(
      new Project(resolveConfig({ lang: 'en', multiVersion: { default: 'v2', versions: ['v1', 'v2'] } }), root, { mode: 'dev' }),
    );
    await project.scan();
    const code = await sidebarFileOf(project, 'v1/guide/start.md');
    const named = /"sidebarFile":\s*"([^"]+)"/.exec(code)?.[1];
    const links = JSON.stringify(devSidebar(project, new URL(`http://localhost/${named}`).searchParams));
    expect(links).toContain('v1 guide/old-only.md');
    expect(links).not.toContain('new-only');
  });

  it('answers nothing for a space or section the site does not have', async () => {
    const { project } = await devProject();
    const ask = (fields: Record<string, string>) => devSidebar(project, new URLSearchParams(fields));
    expect(ask({ version: '', lang: 'en', key: '/guide/' })).toBeDefined();
    expect(ask({ version: '', lang: 'fr', key: '/guide/' })).toBeUndefined();
    expect(ask({ version: '../..', lang: 'en', key: '/guide/' })).toBeUndefined();
    expect(ask({ version: '', lang: 'en', key: '/nowhere/' })).toBeUndefined();
    expect(ask({ version: '', lang: 'en', key: '__proto__' })).toBeUndefined();
    expect(ask({ lang: 'en', key: '/guide/' })).toBeUndefined();
  });
});

/** One section (`guide/`) of two folders of 100 pages each: past the split, as the build writes it. */
async function longSectionProject() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-dev-sidebars-'));
  dirs.push(root);
  for (const group of ['one', 'two'])
    for (let i = 0; i < 100; i++) {
      const page = path.join(root, 'docs/guide', group, `p${String(i).padStart(3, '0')}.md`);
      await fs.mkdir(path.dirname(page), { recursive: true });
      await fs.writeFile(page, `# ${group} ${i}\n`);
    }
  const project = closeLater(new Project(resolveConfig({ lang: 'en' }), root, { mode: 'dev' }));
  await project.scan();
  return { root, project };
}

const answerAt = (project: Project, name: string) => JSON.parse(devSidebar(project, new URL(`http://localhost/${name}`).searchParams) ?? 'null');

describe('dev sidebars of a long section', () => {
  it("answers the section's groups as titles and the page's own group by the page, as a build splits them", async () => {
    const { project } = await longSectionProject();
    const code = await sidebarFileOf(project, 'guide/one/p005.md');
    const section = /"sidebarFile":\s*"([^"]+)"/.exec(code)?.[1] ?? '';
    const parts = JSON.parse(/"sidebarParts":\s*(\[[^\]]*\])/.exec(code)?.[1] ?? '[]') as string[];
    expect(parts).toEqual([`${section}&page=%2Fguide%2Fone%2Fp005`]);
    const skeleton = answerAt(project, section);
    const text = JSON.stringify(skeleton);
    // Each group's first and last links only, and the name of its entries' file.
    expect(text).toContain('/guide/two/p000');
    expect(text).not.toContain('/guide/two/p050');
    expect(text).not.toContain('/guide/one/p050');
    const [one, two] = skeleton.items as Array<{ part: string }>;
    expect(one.part).toMatch(/^__quire\/sidebar\.json\?.*&part=[0-9a-f]{10}$/);
    // The page's own group under its name in the section's file.
    const held = answerAt(project, parts[0]);
    expect(Object.keys(held.parts)).toEqual([one.part]);
    expect(JSON.stringify(held.parts[one.part])).toContain('/guide/one/p050');
    // Another group, as the theme reads it once opened.
    expect(JSON.stringify(answerAt(project, two.part))).toContain('/guide/two/p050');
  });

  it("answers the page's group from the current routes: a page added to it is in the next answer, under the group's new name", async () => {
    const { root, project } = await longSectionProject();
    const section = 'https://x/__quire/sidebar.json?version=&lang=en&key=%2Fguide%2F';
    const name = `${section.slice('https://x/'.length)}&page=%2Fguide%2Fone%2Fp005`;
    const before = answerAt(project, name);
    await fs.writeFile(path.join(root, 'docs/guide/one/p100.md'), '# one later\n');
    await project.scan();
    const after = answerAt(project, name);
    const [one] = answerAt(project, section.slice('https://x/'.length)).items as Array<{ part: string }>;
    expect(Object.keys(after.parts)).toEqual([one.part]);
    expect(Object.keys(before.parts)).not.toEqual([one.part]);
    expect(JSON.stringify(after.parts[one.part])).toContain('/guide/one/p100');
    // A group file's old name is not answered with the new content.
    expect(devSidebar(project, new URL(`http://localhost/${Object.keys(before.parts)[0]}`).searchParams)).toBeUndefined();
  });
});

describe('dev sidebars, the first page', () => {
  it("makes the page's section split as its HTML is asked for, before its entry is built", async () => {
    const { project } = await longSectionProject();
    const route = project.routes.find((r) => r.relativePath === 'guide/one/p005.md');
    const split = vi.spyOn(project.structure, 'devSidebarFilesIn');
    let built: (files: string[]) => void = () => undefined;
    const entries = { requestUnlessFailed: () => new Promise<string[]>((resolve) => (built = resolve)) };
    const appHtml = { getTransformedHtml: async () => '<html></html>' };
    const handle = devPagesMiddleware(project, entries as unknown as DevPageEntries, appHtml) as unknown as (
      req: object,
      res: object,
      next: () => void,
    ) => void;
    let ended = '';
    const res = { setHeader: () => undefined, end: (body: string) => (ended = body) };
    handle({ method: 'GET', url: '/guide/one/p005', headers: { accept: 'text/html' } }, res, () => undefined);
    expect(route).toBeDefined();
    expect(split).toHaveBeenCalledWith(expect.objectContaining({ lang: 'en', version: '' }), '/guide/');
    built(['static/js/p.js']);
    await vi.waitFor(() => expect(ended).not.toBe(''));
  });
});
