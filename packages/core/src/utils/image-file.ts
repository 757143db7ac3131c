/**
 * What a page may publish as an image beside it: a file named as an image whose bytes are that
 * image, never a dotfile or a file in a dot folder. Otherwise `<img src="../../../.env" />` or
 * `![](../../../site.config.ts)` would copy secrets and sources into the output under an image's name.
 */
import path from 'node:path';

/** Folder of the published images in the output, as the bundler's own assets go under `static/`. */
export const IMAGE_DIR = 'static/image';

/** The image types a page may show from beside it, by extension, with the content type they are served as. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.apng': 'image/apng',
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');
const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(['avif', 'avis', 'mif1', 'msf1']);
/** What may come before an SVG's root element: a byte order mark, space, the XML declaration, comments and a doctype. */
const SVG_PROLOG = /^\uFEFF?(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<svg[\s>/]/i;

/** Whether `bytes` start as the image type of `ext` does (its magic bytes; an SVG's root element). */
function holdsType(ext: string, bytes: Buffer): boolean {
  switch (ext) {
    case '.png':
    case '.apng':
      return startsWith(bytes, PNG);
    case '.jpg':
    case '.jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case '.gif':
      return /^GIF8[79]a$/.test(ascii(bytes, 0, 6));
    case '.webp':
      return ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
    case '.avif':
      return ascii(bytes, 4, 8) === 'ftyp' && AVIF_BRANDS.has(ascii(bytes, 8, 12));
    case '.bmp':
      return ascii(bytes, 0, 2) === 'BM';
    case '.ico':
      return startsWith(bytes, [0, 0, 1, 0]) || startsWith(bytes, [0, 0, 2, 0]);
    case '.svg':
      return isSvgText(bytes);
    default:
      return false;
  }
}

function isSvgText(bytes: Buffer): boolean {
  try {
    return SVG_PROLOG.test(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024)));
  } catch {
    return false;
  }
}

/**
 * Why the file at `relativePath` (from the project, with `/` or the platform's separator) holding
 * `bytes` may not be published as an image; undefined when it may.
 */
export function notAnImage(relativePath: string, bytes: Buffer): string | undefined {
  const parts = relativePath.split(/[/\\]/);
  const dotted = parts.find((part) => part.startsWith('.') && part !== '.' && part !== '..');
  if (dotted === parts.at(-1)) return 'is a dotfile, which is never published';
  if (dotted) return `is in a dot folder (${dotted}), which is never published`;
  const ext = path.extname(relativePath).toLowerCase();
  const known = Object.keys(IMAGE_TYPES).join(', ');
  if (!(ext in IMAGE_TYPES)) return `is not an image (an image file ends in ${known})`;
  if (!holdsType(ext, bytes)) return `is named ${ext} but does not hold ${ext === '.svg' ? 'SVG text' : `a ${ext.slice(1).toUpperCase()} image`}`;
  return undefined;
}
