/** The machine-readable files next to the HTML: feeds, sitemap, llms.txt, Markdown copies. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { addLangPrefix, type PageData, type SidebarData, themeTextsFor } from '@quire/runtime/shared';
import { type PageImage, publishedImageUrl } from '../markdown/remark-page-images.js';
import type { Project } from '../project/project.js';
import { imageBesidePage, splitUrlSuffix } from '../utils/url-path.js';
import { buildFeeds } from './feeds.js';
import { llmsFullTxt, llmsTxt, markdownPath, orderPages } from './llms.js';
import { markdownCopy } from './markdown-copy.js';
import { sitemapXml } from './sitemap.js';
import { FILE_READS_IN_FLIGHT } from '../utils/files.js';
import { mapInParallel } from '../utils/in-parallel.js';
import { outputWriter, type WriteOutput } from '../utils/output-file.js';

/** Where each image beside a page, as the page writes its address, is published. */
function publishedImageUrls(project: Project, page: string, images: readonly PageImage[] = []): (url: string) => string | undefined {
  const published = new Map(images.map((image) => [image.source, image.file]));
  const pageFile = path.relative(project.projectRoot, page);
  return (url) => {
    const relative = imageBesidePage(url, pageFile);
    const file = relative && published.get(path.join(project.projectRoot, relative));
    return file ? publishedImageUrl(file, splitUrlSuffix(url).suffix, project.config.base) : undefined;
  };
}

/** `writeOutput` writes a file of the output (path relative to `outDir`); a plain write into `outDir` when not given. */
export async function writeSiteOutputs(
  project: Project,
  outDir: string,
  writeOutput: WriteOutput = outputWriter(outDir, undefined).write,
): Promise<{ files: number }> {
  const write = (routePath: string, content: string) => writeOutput(routePath.replace(/^\//, ''), content);
  const { config } = project;
  const siteUrl = (config.siteUrl ?? '').replace(/\/$/, '') + config.base.slice(0, -1);
  const pages: PageData[] = project.routes.map((r) => project.pageDataFor(r.routePath));
  let files = 0;
  const images = new Map(project.compiledImages().map((p) => [p.absolutePath, p.images]));

  for (const feed of buildFeeds(config.feeds, pages, { title: config.title, langs: config.langs, defaultLang: config.lang, siteUrl })) {
    await write(feed.path, feed.content);
    files++;
  }
  if (config.siteUrl) {
    await write('/sitemap.xml', sitemapXml(pages, siteUrl, config.lang, config.langs));
    files++;
  }
  for (const lang of config.langs) {
    const texts = themeTextsFor(config.themeConfig as Record<string, unknown>, lang);
    const withMarkdown = await mapInParallel(
      project.routes.filter((r) => r.lang === lang),
      FILE_READS_IN_FLIGHT,
      async (r) => {
        const imageUrl = publishedImageUrls(project, r.absolutePath, images.get(r.absolutePath));
        const options = { projectRoot: project.projectRoot, sourceText: texts.sourceCodeText, imageUrl };
        return {
          page: project.pageDataFor(r.routePath),
          markdown: markdownCopy(project.compiledText(r.absolutePath) ?? (await fs.readFile(r.absolutePath, 'utf8')), r.absolutePath, options),
        };
      },
    );
    for (const { page, markdown } of withMarkdown) {
      await write(markdownPath(page.routePath), markdown);
      files++;
    }
    const theme = config.themeConfig;
    const sidebar = (theme.locales?.find((l) => l.lang === lang)?.sidebar ?? theme.sidebar ?? {}) as SidebarData;
    const sections = orderPages(withMarkdown, sidebar, lang, config.lang, { overview: texts.llmsOverviewText, pages: texts.llmsPagesText });
    const locale = config.locales.find((l) => l.lang === lang);
    const prefix = addLangPrefix('/', lang, config.lang);
    await write(`${prefix}llms.txt`, llmsTxt(locale?.title ?? config.title, locale?.description ?? config.description, sections, siteUrl));
    await write(`${prefix}llms-full.txt`, llmsFullTxt(sections));
    files += 2;
  }
  return { files };
}
