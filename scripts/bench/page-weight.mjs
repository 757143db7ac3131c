/**
 * What a reader downloads before any interaction on one built page: the HTML itself (which
 * carries inline scripts and data) and every file it references up front — `<script src>`,
 * `<link rel="modulepreload">`, `<link rel="preload" as="script">` and stylesheets, plus data it preloads for `fetch()` (`as="fetch"`, such as Quire's section sidebar) — read from
 * the output folder, raw and gzip (level 6, what static hosts commonly use).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * @typedef {{ raw: number, gzip: number }} Bytes
 * @typedef {{ html: Bytes, js: Bytes, css: Bytes, data: Bytes, jsFiles: string[], cssFiles: string[], missing: string[] }} PageWeight
 */

/** @returns {Bytes} */
export function bytesOf(buffer) {
  return { raw: buffer.length, gzip: zlib.gzipSync(buffer, { level: 6 }).length };
}

const attr = (tag, name) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** Files a page's HTML asks for before interaction, split into scripts and stylesheets. */
export function firstLoadUrls(html) {
  const js = new Set();
  const css = new Set();
  const data = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel.includes('stylesheet')) css.add(href);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && attr(tag, 'as') === 'script')) js.add(href);
    else if (rel.includes('preload') && attr(tag, 'as') === 'style') css.add(href);
    else if (rel.includes('preload') && attr(tag, 'as') === 'fetch') data.add(href);
  }
  return { js: [...js], css: [...css], data: [...data] };
}

/** Local file behind a URL of the site, or undefined for another origin. */
function fileOf(outDir, url, base) {
  if (/^(https?:)?\/\//.test(url)) return undefined;
  const clean = url.split(/[?#]/)[0];
  const relative = clean.startsWith(base) ? clean.slice(base.length) : clean.replace(/^\//, '');
  return path.join(outDir, decodeURIComponent(relative));
}

/** @returns {PageWeight} */
export function pageWeight(outDir, htmlFile, base = '/') {
  const htmlBuffer = fs.readFileSync(htmlFile);
  const urls = firstLoadUrls(htmlBuffer.toString('utf8'));
  const missing = [];
  const sum = (list) => {
    const parts = [];
    for (const url of list) {
      const file = fileOf(outDir, url, base);
      if (file && fs.existsSync(file)) parts.push(fs.readFileSync(file));
      else missing.push(url);
    }
    // Each file is compressed on its own, as a server sends it.
    return parts.map(bytesOf).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  };
  return { html: bytesOf(htmlBuffer), js: sum(urls.js), css: sum(urls.css), data: sum(urls.data), jsFiles: urls.js, cssFiles: urls.css, missing };
}
