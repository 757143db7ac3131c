/**
 * The build publishes the images beside pages that the compiler named by their bytes
 * (`markdown/remark-page-images.ts`). Those of bundled pages and the modules they import are
 * written before the bundle is kept in the bundle cache, so a bundle taken from it brings them
 * back (its modules, and so their images' names, are unchanged); those of standalone pages are
 * written on every build.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type PageImage, publishedImageFile } from '../markdown/remark-page-images.js';
import type { Project } from '../project/project.js';
import { PAGE_FILE } from '../utils/asset-path.js';
import { QuireError } from '../utils/errors.js';
import type { WriteOutput } from '../utils/output-file.js';

export interface ImagesByBundling {
  /** Images of pages and modules the bundler compiles. */
  bundled: PageImage[];
  /** Images of pages that skip the bundler, and of no bundled page (those are written with the bundle). */
  standalone: PageImage[];
}

/**
 * Compiles (from the compile cache, as a rule) the Markdown modules the bundle read that are not
 * routed pages, such as `shared/parts.mdx` imported by a page: Rspack's persistent cache may have
 * answered for them without asking the project, whose compiled modules then lack their images.
 */
export async function compileImportedModules(project: Project, inputs: readonly string[]): Promise<void> {
  const routed = new Set(project.routes.map((r) => r.absolutePath));
  const inDocs = (file: string) => file.startsWith(project.docsRoot + path.sep);
  const modules = [...new Set(inputs)].filter((file) => PAGE_FILE.test(file) && inDocs(file) && !routed.has(file) && existsSync(file));
  for (const file of modules) await project.compile(file);
}

/** The compiled pages' images, split by whether their page is bundled; `standalone` holds paths under the docs folder. */
export function imagesByBundling(project: Project, standalone: ReadonlySet<string>): ImagesByBundling {
  const standaloneFiles = new Set(project.routes.filter((r) => standalone.has(r.relativePath)).map((r) => r.absolutePath));
  const split: ImagesByBundling = { bundled: [], standalone: [] };
  for (const { absolutePath, images } of project.compiledImages()) {
    split[standaloneFiles.has(absolutePath) ? 'standalone' : 'bundled'].push(...images);
  }
  const bundledFiles = new Set(split.bundled.map((image) => image.file));
  split.standalone = split.standalone.filter((image) => !bundledFiles.has(image.file));
  return split;
}

/**
 * Writes each published image once. An image whose bytes no longer give its name (edited while
 * the build ran) stops the build: its page names another file.
 */
export async function writePageImages(images: readonly PageImage[], write: WriteOutput, projectRoot: string): Promise<number> {
  const byFile = new Map(images.map((image) => [image.file, image]));
  for (const { file, source } of byFile.values()) {
    const bytes = await fs.readFile(source).catch(() => undefined);
    if (!bytes || publishedImageFile(source, bytes) !== file) {
      throw new QuireError('image changed while the build ran; build again', { file: path.relative(projectRoot, source) });
    }
    await write(file, bytes);
  }
  return byFile.size;
}
