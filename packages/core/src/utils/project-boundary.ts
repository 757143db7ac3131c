/**
 * Content may reach a file through a symbolic link only when the file lies inside the project:
 * a committed link to `/etc/passwd` would otherwise be compiled as a page, inlined as a fragment
 * or copied from `docs/public` into `dist/`. Every reader of content files asks here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { QuireError } from './errors.js';

/** Where `file` really is, every link followed; a broken link, where it points. */
export function realLocation(file: string): string {
  try {
    return fs.realpathSync.native(file);
  } catch {
    try {
      return path.resolve(realLocation(path.dirname(file)), fs.readlinkSync(file));
    } catch {
      return path.resolve(file);
    }
  }
}

/** Whether `file` lies inside `folder` (both real locations). */
export function contains(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/** Whether `relativePath` names a file or folder inside `folder`; a path that climbs out of it never does. */
export function existsInside(folder: string, relativePath: string): boolean {
  const file = path.join(folder, relativePath);
  return contains(folder, file) && fs.existsSync(file);
}

/** The real location of `file` when it lies outside the project, else undefined. */
export function locationOutside(file: string, projectRoot: string): string | undefined {
  const real = realLocation(file);
  return contains(realLocation(projectRoot), real) ? undefined : real;
}

/** `<file> is outside the project` (with where a link leads) when it is, else undefined. */
export function outsideProject(file: string, projectRoot: string): string | undefined {
  const real = locationOutside(file, projectRoot);
  if (!real) return undefined;
  return `${file} is outside the project${real === file ? '' : ` (a symbolic link to ${real})`}`;
}

export interface LinkOutside {
  link: string;
  target: string;
}

/** Fails, naming each link and its target, when links were found leading outside the project (`routes/content-walk.ts`). */
export function assertNoLinksOutside(found: readonly LinkOutside[], projectRoot: string): void {
  if (!found.length) return;
  const list = found.map((f) => `  ${path.relative(projectRoot, f.link)}: symbolic link to ${f.target}, outside the project`).join('\n');
  const count = found.length > 1 ? `${found.length} symbolic links lead` : 'a symbolic link leads';
  throw new QuireError(`${count} outside the project (content may only link to files inside it, so nothing else is published):\n${list}`);
}
