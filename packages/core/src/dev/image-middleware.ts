/**
 * The dev server answers the addresses compiled pages give their images beside them
 * (`static/image/diagram.1a2b3c4d.png`) with the image's file, read when asked, so an edited
 * image shows on the next load whichever name the page has then.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stripBase } from '@quire/shared';
import type { RequestHandler } from '@rsbuild/core';
import type { Project } from '../project/project.js';
import { IMAGE_DIR, IMAGE_TYPES } from '../utils/image-file.js';

/** The file published at `file` (relative to the site's root) by a compiled page, if any. */
function sourceOf(project: Project, file: string): string | undefined {
  for (const { images } of project.compiledImages()) {
    const found = images.find((image) => image.file === file);
    if (found) return found.source;
  }
  return undefined;
}

export function pageImageMiddleware(project: Project): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
    const file = stripBase(req.url.split('?')[0], project.config.base).replace(/^\//, '');
    // Only an image's address is looked for among every compiled page's images, not each script and hot update's.
    if (!file.startsWith(`${IMAGE_DIR}/`)) return next();
    const source = sourceOf(project, file);
    if (!source) return next();
    fs.readFile(source, (error, bytes) => {
      if (error) return next();
      res.setHeader('Content-Type', IMAGE_TYPES[path.extname(source).toLowerCase()] ?? 'application/octet-stream');
      res.setHeader('Cache-Control', 'no-store');
      res.end(req.method === 'HEAD' ? undefined : bytes);
    });
  };
}
