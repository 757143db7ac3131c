/** The machine-readable files next to the HTML: feeds, sitemap, llms.txt, Markdown copies. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentSpaces, type PageData, type SidebarData, spacePrefix, themeTextsFor } from '@quire/shared';
import { spaceLayout } from '../config/space-layout.js';
import { type PageImage, publishedImageUrl } from '../markdown/remark-page-images.js';
import type { CompiledSource } from '../project/compile-service.js';
import type { Project } from '../project/project.js';
import { imageBesidePage, splitUrlSuffix } from '../utils/url-path.js';
import { CopyCache, copyKey, keyedCopy } from './copy-cache.js';
import { buildFeeds } from './feeds.js';
import { llmsTxt, markdownPath, orderPages } from './llms.js';
import { assembleFullFile, type FullPage, sameFullFile } from './llms-full.js';
import { markdownCopy } from './markdown-copy.js';
import { sitemapXml } from './sitemap.js';
import { FILES_IN_FLIGHT, sha1 } from '../utils/files.js';
import { mapInParallel } from '../utils/in-parallel.js';
import type { OutputWriter } from '../utils/output-file.js';

/** Writes the files, or keeps those the last output has with the bytes a cache knows. */
export type SiteOutputWriter = Pick<OutputWriter, 'write' | 'writePieces' | 'keepKnown' | 'readKnown'>;

const noImage = (): undefined => undefined;

/** Where each image beside a page, as the page writes its address, is published. */
function publishedImageUrls(project: Project, page: string, images: readonly PageImage[] = []): (url: string) => string | undefined {
  // Most pages have no image beside them: no map and no path of theirs is made.
  if (images.length === 0) return noImage;
  const published = new Map(images.map((image) => [image.source, image.file]));
  const pageFile = path.relative(project.projectRoot, page);
  return (url) => {
    const relative = imageBesidePage(url, pageFile);
    const file = relative && published.get(path.join(project.projectRoot, relative));
    return file ? publishedImageUrl(file, splitUrlSuffix(url).suffix, project.config.base) : undefined;
  };
}

/** A file the build did not compile (it is not a page), read now. */
const readSource = async (file: string): Promise<CompiledSource> => {
  const text = await fs.readFile(file, 'utf8');
  return { hash: sha1(text), text: async () => text };
};

/**
 * `output` writes a file of the output (path relative to its folder); its large files may still be
 * being written when this returns (`OutputWriter.written`). `copyCacheFile`: what the copies and
 * `llms-full.txt` were made of (`copy-cache.ts`). `editedRoutes`: the pages an edit changed in their text alone
 * (`pipeline/text-edits.ts`), when that is all it changed: the other pages' copies are then the last build's.
 */
export async function writeSiteOutputs(
  project: Project,
  output: SiteOutputWriter,
  copyCacheFile?: string,
  editedRoutes?: ReadonlySet<string>,
): Promise<{ files: number }> {
  const write = (routePath: string, content: string) => output.write(routePath.replace(/^\//, ''), content);
  const { config } = project;
  const siteUrl = (config.siteUrl ?? '').replace(/\/$/, '') + config.base.slice(0, -1);
  const pages: PageData[] = project.routes.map((r) => project.pageDataFor(r.routePath));
  let files = 0;
  const images = new Map(project.compiledImages().map((p) => [p.absolutePath, p.images]));
  const copies = CopyCache.open(copyCacheFile);

  const fullFiles: Promise<void>[] = [];
  const layout = spaceLayout(config);
  for (const feed of buildFeeds(config.feeds, pages, { title: config.title, layout, siteUrl })) {
    await write(feed.path, feed.content);
    files++;
  }
  const versions = layout.versions.length > 0 ? layout.versions : [''];
  if (config.siteUrl) {
    for (const version of versions) {
      const prefix = spacePrefix({ version, lang: config.lang }, layout);
      await write(
        `${prefix}/sitemap.xml`,
        sitemapXml(
          pages.filter((p) => p.version === version),
          siteUrl,
          layout,
        ),
      );
      files++;
    }
  }
  for (const space of contentSpaces(layout)) {
    const { lang } = space;
    const texts = themeTextsFor(config.themeConfig as Record<string, unknown>, lang, project.structure.uiTexts());
    const withCopies = await mapInParallel(
      project.routes.filter((r) => r.lang === lang && r.version === space.version),
      FILES_IN_FLIGHT,
      async (r) => {
        const pageImages = images.get(r.absolutePath);
        const imageUrl = publishedImageUrls(project, r.absolutePath, pageImages);
        const options = { projectRoot: project.projectRoot, sourceText: texts.sourceCodeText, imageUrl };
        const page = project.pageDataFor(r.routePath);
        const file = markdownPath(page.routePath).replace(/^\//, '');
        const sourceOf = async () => project.compiledSource(r.absolutePath) ?? (await readSource(r.absolutePath));
        const make = async () => markdownCopy(await (await sourceOf()).text(), r.absolutePath, options);
        const carried = editedRoutes && !editedRoutes.has(r.routePath) ? copies.carry(file, output.keepKnown) : undefined;
        if (carried !== undefined) return { page, file, hash: carried, make };
        const source = await sourceOf();
        const key = copyKey(source.hash, { sourceText: texts.sourceCodeText, images: [config.base, pageImages ?? []] });
        const known = copies.copyHash(file, key);
        // Kept in the output: the copy is made only if `llms-full.txt` cannot take it from the last one.
        if (known !== undefined && output.keepKnown(file, known)) {
          copies.rememberCopy(file, key, known);
          return { page, file, hash: known, make };
        }
        const text = await source.text();
        const markdown = markdownCopy(text, r.absolutePath, options);
        const hash = sha1(markdown);
        // A recorded key was given only to a page importing no fragments, and its text is the same.
        copies.rememberCopy(file, known !== undefined ? key : keyedCopy(text, key), hash);
        return { page, file, hash, markdown, make };
      },
    );
    for (const { file, markdown } of withCopies) {
      if (markdown !== undefined) await output.write(file, markdown);
      files++;
    }
    const theme = config.themeConfig;
    const sidebar = (theme.locales?.find((l) => l.lang === lang)?.sidebar ?? theme.sidebar ?? {}) as SidebarData;
    const prefix = `${spacePrefix(space, layout)}/`;
    const sections = orderPages(withCopies, sidebar, prefix.slice(0, -1), { overview: texts.llmsOverviewText, pages: texts.llmsPagesText });
    const locale = config.locales.find((l) => l.lang === lang);
    await write(`${prefix}llms.txt`, llmsTxt(locale?.title ?? config.title, locale?.description ?? config.description, sections, siteUrl));
    const ordered = sections.flatMap((section) => section.pages);
    // The last file read by libuv's threads while the next space's copies are made on this one.
    const assembling = writeFullFile(`${prefix}llms-full.txt`.slice(1), ordered, output, copies);
    assembling.catch(() => undefined);
    fullFiles.push(assembling);
    files += 2;
  }
  await Promise.all(fullFiles);
  // Safe before the output is in place: every hash it holds is checked against the output's own record when used.
  copies.save();
  return { files };
}

/** `llms-full.txt` kept when its pages and their copies are the last file's, else put together from the copies and the last file. */
async function writeFullFile(
  file: string,
  pages: ReadonlyArray<{ page: PageData; hash: string; markdown?: string; make: () => Promise<string> }>,
  output: SiteOutputWriter,
  copies: CopyCache,
): Promise<void> {
  const full: FullPage[] = pages.map((p) => ({ routePath: p.page.routePath, hash: p.hash, text: p.markdown }));
  const last = copies.fullFile(file);
  if (sameFullFile(full, last) && output.keepKnown(file, last.hash)) {
    copies.rememberFullFile(file, last);
    return;
  }
  // Read only when the output's record and the file's stamp say it holds bytes of that sha1: not hashed again.
  const lastBytes = last && (await output.readKnown(file, last.hash));
  const makers = new Map(pages.map((p) => [p.page.routePath, p.make]));
  const made = await assembleFullFile(
    full,
    last && lastBytes ? { bytes: lastBytes, record: last, hash: last.hash } : undefined,
    (routePath) => makers.get(routePath)?.() ?? '',
  );
  copies.rememberFullFile(file, made.record);
  await output.writePieces(file, made.pieces, made.record.hash);
}
