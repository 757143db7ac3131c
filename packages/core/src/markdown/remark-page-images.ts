/**
 * An image beside its page (`![Diagram](./diagram.png)`, `<img src="./diagram.png" />`) is
 * published under a name made from its bytes (`static/image/diagram.1a2b3c4d.png`) and the page
 * points at that, so the address works from every route and can be cached forever. The compiler
 * does this itself rather than leaving an import to the bundler, so a page with images still
 * skips the bundler (`build/standalone-pages.ts`). Each image is a dependency of the page: the
 * compile cache checks its bytes, so an image edited alone renames it. A missing file is left as
 * written for the link check to report; a file that is no image (`utils/image-file.ts`) stops the build.
 * An image of the public folder (`/logo.svg`) gets the site's base.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Definition, Nodes, Root } from 'mdast';
import type { Plugin } from 'unified';
import { withBase } from '@quire/shared';
import { sha1 } from '../utils/files.js';
import { QuireError, type SourcePosition } from '../utils/errors.js';
import { IMAGE_DIR, notAnImage } from '../utils/image-file.js';
import { outsideProject } from '../utils/project-boundary.js';
import { imageBesidePage, splitUrlSuffix } from '../utils/url-path.js';
import { rewriteHtmlImageSources } from './html-images.js';
import { walk } from './walk.js';

export interface PageImage {
  /** The image's file (absolute path). */
  source: string;
  /** Where it is published, relative to the output folder: `static/image/diagram.1a2b3c4d.png`. */
  file: string;
}

export interface RemarkPageImagesOptions {
  projectRoot: string;
  /** The site's `base` (`/`, `/docs/`): published images are addressed under it. */
  base: string;
  /** Called with every image file a page names, present or not, so caches and watchers follow it. */
  onDependency?: (file: string) => void;
}

/** `static/image/<name>.<first 8 hex of its sha1>.<ext>`; the name keeps only URL-safe characters. */
export function publishedImageFile(sourceFile: string, bytes: Buffer): string {
  const ext = path.extname(sourceFile);
  const clean = (text: string) => text.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '');
  const name = clean(path.basename(sourceFile, ext)) || 'image';
  return `${IMAGE_DIR}/${name}.${sha1(bytes).slice(0, 8)}${ext ? `.${clean(ext.slice(1))}` : ''}`;
}

/**
 * An image of the public folder written from the site's root (`/logo.svg`) is served under the
 * site's base (`/docs/logo.svg`), as in Rspress; one written with the base already is left as it is.
 */
export function publicImageUrl(url: string, base: string): string | undefined {
  if (base === '/' || !url.startsWith('/') || url.startsWith('//') || url.startsWith(base)) return undefined;
  return withBase(url, base);
}

/** The address a page uses for a published image, under the site's base, with what followed the file in the written URL. */
export function publishedImageUrl(file: string, suffix: string, base: string): string {
  return withBase(`/${file}`, base) + suffix;
}

/** The image's bytes; one that cannot be read (too large, no permission) fails at the place the page names it. */
function readImage(source: string, relative: string, at: { file?: string; position?: SourcePosition }): Buffer {
  try {
    return fs.readFileSync(source);
  } catch (error) {
    throw new QuireError(`image ${relative} cannot be read: ${(error as Error).message}`, { ...at, cause: error });
  }
}

function isRegularFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** `<img src="…">` in MDX with a plain string source: the attribute. */
function jsxImageSource(node: Nodes): { value: string } | undefined {
  if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'img') return undefined;
  const src = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src');
  return src && typeof src.value === 'string' ? (src as { value: string }) : undefined;
}

export const remarkPageImages: Plugin<[RemarkPageImagesOptions], Root> = (options) => (tree, file) => {
  const { projectRoot } = options;
  const pageFile = path.relative(projectRoot, path.resolve(projectRoot, file.path));
  const images = new Map<string, PageImage>();
  const writtenUrls = new Map<string, string>();
  /** The published address for `url`, or undefined to leave it as written. */
  const publish = (url: string, node: Nodes): string | undefined => {
    const relative = imageBesidePage(url, pageFile);
    if (!relative) {
      const address = publicImageUrl(url, options.base);
      // The link check looks a public image up by the address written, without the base.
      if (address !== undefined && address !== url && !writtenUrls.has(address)) writtenUrls.set(address, url);
      return address;
    }
    const source = path.join(projectRoot, relative);
    options.onDependency?.(source);
    if (!isRegularFile(source)) return undefined;
    const position = node.position?.start;
    const outside = outsideProject(source, projectRoot);
    if (outside) throw new QuireError(`image ${outside}`, { file: file.path, position });
    const bytes = readImage(source, relative, { file: file.path, position });
    const refused = notAnImage(relative, bytes);
    if (refused) throw new QuireError(`image ${url}: ${relative} ${refused}`, { file: file.path, position });
    const published = publishedImageFile(source, bytes);
    images.set(published, { source, file: published });
    const address = publishedImageUrl(published, splitUrlSuffix(url).suffix, options.base);
    // Two spellings of one file (`./a.png`, `a.png`) share an address; either names the same file.
    if (!writtenUrls.has(address)) writtenUrls.set(address, url);
    return address;
  };
  const imageReferences = new Set<string>();
  const definitions: Definition[] = [];
  walk<Nodes>(tree, (node) => {
    if (node.type === 'image') {
      node.url = publish(node.url, node) ?? node.url;
    } else if (node.type === 'imageReference') {
      imageReferences.add(node.identifier);
    } else if (node.type === 'definition') {
      definitions.push(node);
    } else if (node.type === 'html') {
      node.value = rewriteHtmlImageSources(node.value, (src) => publish(src, node));
    } else {
      const src = jsxImageSource(node);
      if (src) src.value = publish(src.value, node) ?? src.value;
    }
  });
  // `![Diagram][d]` with `[d]: ./diagram.png`: the definition an image uses.
  for (const definition of definitions) {
    if (imageReferences.has(definition.identifier)) definition.url = publish(definition.url, definition) ?? definition.url;
  }
  file.data.images = [...images.values()];
  file.data.publishedImageUrls = writtenUrls;
};

declare module 'vfile' {
  interface DataMap {
    images: PageImage[];
    /** Each published image's address in the page → its address as written, for the link check. */
    publishedImageUrls: ReadonlyMap<string, string>;
  }
}
