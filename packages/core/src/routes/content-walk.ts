/**
 * One walk of the content folder gives both what the scan needs before it reads content: every symbolic link that
 * leads outside the project, and every file with whether it is reached through a link (its own or a folder's), which
 * the folder entries' types tell without a `stat` per file. Linked folders inside the project are walked too, each
 * as often as it is reached, except one that holds the link (which would never end).
 */
import fs from 'node:fs';
import path from 'node:path';
import { contains, type LinkOutside, realLocation } from '../utils/project-boundary.js';

export interface WalkedFile {
  /** Relative to the walked folder, with forward slashes. */
  relativePath: string;
  /** Reached through a symbolic link: the file is one, or a folder above it up to the walked one. */
  linked: boolean;
}

export interface ContentWalk {
  files: WalkedFile[];
  linksOutside: LinkOutside[];
}

/** What a path leads to, links followed; undefined when it cannot be read. */
function statOf(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

const isFolder = (file: string): boolean => statOf(file)?.isDirectory() === true;

/** `skip` names folders that are not content, such as `node_modules`; they are not entered. */
export function walkContent(folder: string, projectRoot: string, skip: (folder: string) => boolean): ContentWalk {
  const root = realLocation(projectRoot);
  const files: WalkedFile[] = [];
  const linksOutside: LinkOutside[] = [];
  // A link reached through two ways is one link (by its real place).
  const reported = new Set<string>();
  const walk = (dir: string, realDir: string, prefix: string, linked: boolean, above: ReadonlySet<string>) => {
    const next = new Set(above).add(realDir);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relativePath = prefix + entry.name;
      if (entry.isSymbolicLink()) {
        const target = realLocation(full);
        if (!contains(root, target)) {
          const at = path.join(realDir, entry.name);
          if (!reported.has(at)) linksOutside.push({ link: full, target });
          reported.add(at);
        } else if (!isFolder(full)) files.push({ relativePath, linked: true });
        else if (!skip(full) && !next.has(target)) walk(full, target, `${relativePath}/`, true, next);
      } else if (entry.isDirectory() || (!entry.isFile() && isFolder(full))) {
        if (!skip(full)) walk(full, path.join(realDir, entry.name), `${relativePath}/`, linked, next);
      } else if (entry.isFile() || statOf(full)?.isFile()) {
        // An entry whose type the file system did not give (neither file, folder nor link) is told by its stat.
        files.push({ relativePath, linked });
      }
    }
  };
  if (isFolder(folder)) walk(folder, realLocation(folder), '', false, new Set());
  return { files, linksOutside };
}
