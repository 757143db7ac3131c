/** The machine-readable files next to the HTML: feeds, sitemap, llms.txt, Markdown copies. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { addLangPrefix, type PageData, type SidebarData } from '@quire/runtime/shared';
import type { Project } from '../project/project.js';
import { buildFeeds } from './feeds.js';
import { llmsFullTxt, llmsTxt, markdownPath, orderPages } from './llms.js';
import { markdownCopy } from './markdown-copy.js';
import { sitemapXml } from './sitemap.js';
import type { WriteOutput } from '../utils/output-file.js';

async function plainWrite(outDir: string, relativePath: string, content: string): Promise<void> {
  const file = path.join(outDir, relativePath);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

/** `writeOutput` writes a file of the output (path relative to `outDir`); a plain write when not given. */
export async function writeSiteOutputs(project: Project, outDir: string, writeOutput?: WriteOutput): Promise<{ files: number }> {
  const write = (dir: string, routePath: string, content: string) => {
    const relativePath = routePath.replace(/^\//, '');
    return writeOutput ? writeOutput(relativePath, content) : plainWrite(dir, relativePath, content);
  };
  const { config } = project;
  const siteUrl = (config.siteUrl ?? '').replace(/\/$/, '') + config.base.slice(0, -1);
  const pages: PageData[] = project.routes.map((r) => project.pageDataFor(r.routePath));
  let files = 0;

  for (const feed of buildFeeds(config.feeds, pages, { title: config.title, langs: config.langs, defaultLang: config.lang, siteUrl })) {
    await write(outDir, feed.path, feed.content);
    files++;
  }
  if (config.siteUrl) {
    await write(outDir, '/sitemap.xml', sitemapXml(pages, siteUrl, config.lang, config.langs));
    files++;
  }
  for (const lang of config.langs) {
    const withMarkdown = await Promise.all(
      project.routes
        .filter((r) => r.lang === lang)
        .map(async (r) => ({ page: project.pageDataFor(r.routePath), markdown: markdownCopy(await fs.readFile(r.absolutePath, 'utf8'), r.absolutePath) })),
    );
    for (const { page, markdown } of withMarkdown) {
      await write(outDir, markdownPath(page.routePath), markdown);
      files++;
    }
    const theme = config.themeConfig;
    const sidebar = ((theme.locales?.find((l) => l.lang === lang)?.sidebar ?? theme.sidebar ?? {}) as SidebarData);
    const sections = orderPages(withMarkdown, sidebar, lang, config.lang);
    const locale = config.locales.find((l) => l.lang === lang);
    const prefix = addLangPrefix('/', lang, config.lang);
    await write(outDir, `${prefix}llms.txt`, llmsTxt(locale?.title ?? config.title, locale?.description ?? config.description, sections, siteUrl));
    await write(outDir, `${prefix}llms-full.txt`, llmsFullTxt(sections));
    files += 2;
  }
  return { files };
}
