/** The machine-readable files next to the HTML: feeds, sitemap, llms.txt, Markdown copies. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ContentSpace, contentSpaces, type SidebarData, spacePrefix, type ThemeTextValues, themeTextsFor } from '@quire/shared';
import { spaceLayout } from '../config/space-layout.js';
import { type PageImage, publishedImageUrl } from '../markdown/remark-page-images.js';
import type { CompiledSource } from '../project/compile-service.js';
import type { Project } from '../project/project.js';
import type { RouteRecord } from '../routes/scan.js';
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
 * (`pipeline/text-edits.ts`), when that is all it changed: the other pages' copies are then the last build's, and so
 * are each `llms.txt` and the order of `llms-full.txt`, which only the pages' titles, descriptions and places shape.
 */
export async function writeSiteOutputs(
  project: Project,
  output: SiteOutputWriter,
  copyCacheFile?: string,
  editedRoutes?: ReadonlySet<string>,
): Promise<{ files: number }> {
  const copies = CopyCache.open(copyCacheFile);
  let files = await writeFeedsAndSitemaps(project, output);
  const images = new Map(project.compiledImages().map((p) => [p.absolutePath, p.images]));
  const fullFiles: Promise<void>[] = [];
  for (const space of contentSpaces(spaceLayout(project.config))) {
    const texts = themeTextsFor(project.config.themeConfig as Record<string, unknown>, space.lang, project.structure.uiTexts());
    const spaceFiles = { project, output, copies, space, texts };
    const withCopies = await writeCopies(spaceFiles, images, editedRoutes);
    files += withCopies.length;
    const ordered = (editedRoutes && keptLlmsIndex(spaceFiles, withCopies)) || writeLlmsIndex(spaceFiles, withCopies);
    // The last file read by libuv's threads while the next space's copies are made on this one.
    const assembling = writeFullFile(llmsFiles(project, space).full, await ordered, output, copies);
    assembling.catch(() => undefined);
    fullFiles.push(assembling);
    files += 2;
  }
  await Promise.all(fullFiles);
  // Safe before the output is in place: every hash it holds is checked against the output's own record when used.
  copies.save();
  return { files };
}

/** What a language's (and version's) llms files are made with. */
interface SpaceFiles {
  project: Project;
  output: SiteOutputWriter;
  copies: CopyCache;
  space: ContentSpace;
  /** The theme's words in the space's language. */
  texts: ThemeTextValues;
}

/** A page's Markdown copy: its file, its sha1, the copy when made, and how to make it again. */
interface PageCopy {
  route: RouteRecord;
  file: string;
  hash: string;
  markdown?: string;
  make: () => Promise<string>;
}

/** The feeds and each version's sitemap, when the config asks for them. */
async function writeFeedsAndSitemaps(project: Project, output: SiteOutputWriter): Promise<number> {
  const write = (routePath: string, content: string) => output.write(routePath.replace(/^\//, ''), content);
  const { config } = project;
  const layout = spaceLayout(config);
  const siteUrl = siteUrlOf(project);
  let files = 0;
  // Every page's data, made only when there is a feed: the sitemap and an edit's other steps leave it unmade.
  const pages = () => project.routes.map((r) => project.pageDataFor(r.routePath));
  const feeds = config.feeds.length > 0 ? buildFeeds(config.feeds, pages(), { title: config.title, layout, siteUrl }) : [];
  for (const feed of feeds) {
    await write(feed.path, feed.content);
    files++;
  }
  if (!config.siteUrl) return files;
  for (const version of layout.versions.length > 0 ? layout.versions : ['']) {
    const prefix = spacePrefix({ version, lang: config.lang }, layout);
    await write(
      `${prefix}/sitemap.xml`,
      sitemapXml(
        project.sitemapRoutes().filter((p) => p.version === version),
        siteUrl,
        layout,
      ),
    );
    files++;
  }
  return files;
}

/** The site's address as the llms files and feeds write it, without a trailing slash. */
const siteUrlOf = ({ config }: Project) => (config.siteUrl ?? '').replace(/\/$/, '') + config.base.slice(0, -1);

/** Every page's copy in the space, written when it changed, kept or carried when it did not. */
async function writeCopies(
  { project, output, copies, space, texts }: SpaceFiles,
  images: ReadonlyMap<string, readonly PageImage[]>,
  editedRoutes: ReadonlySet<string> | undefined,
): Promise<PageCopy[]> {
  const { config } = project;
  const withCopies = await mapInParallel(
    project.routes.filter((route) => route.lang === space.lang && route.version === space.version),
    FILES_IN_FLIGHT,
    async (r): Promise<PageCopy> => {
      const pageImages = images.get(r.absolutePath);
      const imageUrl = publishedImageUrls(project, r.absolutePath, pageImages);
      const options = { projectRoot: project.projectRoot, sourceText: texts.sourceCodeText, imageUrl };
      const file = markdownPath(r.routePath).replace(/^\//, '');
      const sourceOf = async () => project.compiledSource(r.absolutePath) ?? (await readSource(r.absolutePath));
      const make = async () => markdownCopy(await (await sourceOf()).text(), r.absolutePath, options);
      const carried = editedRoutes && !editedRoutes.has(r.routePath) ? copies.carry(file, output.keepKnown) : undefined;
      if (carried !== undefined) return { route: r, file, hash: carried, make };
      const source = await sourceOf();
      const key = copyKey(source.hash, { sourceText: texts.sourceCodeText, images: [config.base, pageImages ?? []] });
      const known = copies.copyHash(file, key);
      // Kept in the output: the copy is made only if `llms-full.txt` cannot take it from the last one.
      if (known !== undefined && output.keepKnown(file, known)) {
        copies.rememberCopy(file, key, known);
        return { route: r, file, hash: known, make };
      }
      const text = await source.text();
      const markdown = markdownCopy(text, r.absolutePath, options);
      const hash = sha1(markdown);
      // A recorded key was given only to a page importing no fragments, and its text is the same.
      copies.rememberCopy(file, known !== undefined ? key : keyedCopy(text, key), hash);
      return { route: r, file, hash, markdown, make };
    },
  );
  for (const { file, markdown } of withCopies) if (markdown !== undefined) await output.write(file, markdown);
  return withCopies;
}

/** Where the space's llms files go, and their names. */
function llmsFiles(project: Project, space: ContentSpace): { index: string; full: string } {
  const prefix = `${spacePrefix(space, spaceLayout(project.config))}/`.slice(1);
  return { index: `${prefix}llms.txt`, full: `${prefix}llms-full.txt` };
}

/**
 * `llms.txt` made from the pages' data in sidebar order, and that order for `llms-full.txt`; the file's sha1 is kept
 * for a later edit, which keeps the file (`keptLlmsIndex`).
 */
async function writeLlmsIndex({ project, output, copies, space, texts }: SpaceFiles, withCopies: readonly PageCopy[]): Promise<PageCopy[]> {
  const { config } = project;
  const theme = config.themeConfig;
  const sidebar = (theme.locales?.find((l) => l.lang === space.lang)?.sidebar ?? theme.sidebar ?? {}) as SidebarData;
  const prefix = spacePrefix(space, spaceLayout(config));
  const withPages = withCopies.map((copy) => ({ ...copy, page: project.pageDataFor(copy.route.routePath) }));
  const sections = orderPages(withPages, sidebar, prefix, { overview: texts.llmsOverviewText, pages: texts.llmsPagesText });
  const locale = config.locales.find((l) => l.lang === space.lang);
  const index = llmsTxt(locale?.title ?? config.title, locale?.description ?? config.description, sections, siteUrlOf(project));
  const file = llmsFiles(project, space).index;
  await output.write(file, index);
  copies.rememberLlmsIndex(file, sha1(index));
  return sections.flatMap((section) => section.pages);
}

/**
 * After an edit of pages' text alone, which leaves every page's title, description and place as it was: the last
 * `llms.txt`, kept, and the order of the last `llms-full.txt` (the same pages, a 404 page left out as `orderPages`
 * leaves it), when both records are there and the file is still the one recorded; undefined otherwise.
 */
function keptLlmsIndex({ project, output, copies, space }: SpaceFiles, withCopies: readonly PageCopy[]): PageCopy[] | undefined {
  const files = llmsFiles(project, space);
  const indexHash = copies.llmsIndexHash(files.index);
  const full = copies.fullFile(files.full);
  if (indexHash === undefined || !full) return undefined;
  const byRoute = new Map(withCopies.map((copy) => [copy.route.routePath, copy]));
  const ordered: PageCopy[] = [];
  for (const [routePath] of full.segments) {
    const copy = byRoute.get(routePath);
    if (!copy) return undefined;
    ordered.push(copy);
  }
  if (!output.keepKnown(files.index, indexHash)) return undefined;
  copies.rememberLlmsIndex(files.index, indexHash);
  return ordered;
}

/** `llms-full.txt` kept when its pages and their copies are the last file's, else put together from the copies and the last file. */
async function writeFullFile(file: string, pages: readonly PageCopy[], output: SiteOutputWriter, copies: CopyCache): Promise<void> {
  const full: FullPage[] = pages.map((p) => ({ routePath: p.route.routePath, hash: p.hash, text: p.markdown }));
  const last = copies.fullFile(file);
  if (sameFullFile(full, last) && output.keepKnown(file, last.hash)) {
    copies.rememberFullFile(file, last);
    return;
  }
  // Read only when the output's record and the file's stamp say it holds bytes of that sha1: not hashed again.
  const lastBytes = last && (await output.readKnown(file, last.hash));
  const makers = new Map(pages.map((p) => [p.route.routePath, p.make]));
  const made = await assembleFullFile(
    full,
    last && lastBytes ? { bytes: lastBytes, record: last, hash: last.hash } : undefined,
    (routePath) => makers.get(routePath)?.() ?? '',
  );
  copies.rememberFullFile(file, made.record);
  await output.writePieces(file, made.pieces, made.record.hash);
}
