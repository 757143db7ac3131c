/**
 * The module a previewed block renders: the block's `file="…"` itself, or its code written once
 * to `.quire/plugin-preview/` under a name hashed from it, so that the page and an iframe page
 * import the same module and a rebuild finds it whether or not the page was compiled again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface DemoPlace {
  /** The page's absolute path. */
  pageFile: string;
  docsRoot: string;
  projectRoot: string;
}

export type CodeTransform = (block: { language: string; code: string }) => string;

export interface DemoModule {
  /** Short, stable, usable in a route and a JavaScript name. */
  id: string;
  /** Absolute path the page imports. */
  file: string;
}

const FILE = /(?:^|\s)file=(?:"([^"]*)"|'([^']*)'|(\S+))/;

export function demoFolder(projectRoot: string): string {
  return path.join(projectRoot, '.quire', 'plugin-preview');
}

/** Where a code block's `file="…"` points, as Quire reads it: `./x` from the page, `/x` from the docs folder, `<root>/x` from the project. */
export function codeFileOf(meta: string | null | undefined, place: DemoPlace): string | undefined {
  const found = FILE.exec(meta ?? '');
  const spec = found ? (found[1] ?? found[2] ?? found[3]) : undefined;
  if (!spec) return undefined;
  if (spec.startsWith('<root>/')) return path.resolve(place.projectRoot, spec.slice('<root>/'.length));
  if (spec.startsWith('/')) return path.resolve(place.docsRoot, spec.slice(1));
  return path.resolve(path.dirname(place.pageFile), spec);
}

/** The demo file's extension: JSX and TSX (and JSON, as Rspress has it) are written as TSX, any other language (`mdx`) as itself, so its own loader compiles it. */
function demoExtension(lang: string): string {
  return ['jsx', 'tsx', 'json'].includes(lang) ? 'tsx' : lang;
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 10);
}

/** Writes `text` to `file` unless it holds it already: an unchanged demo does not wake the dev server's watcher. */
function writeIfChanged(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(aside, text);
  fs.renameSync(aside, file);
}

/**
 * The demo module of a block, written if it is code of its own. A `file="…"` block whose code
 * the transform leaves alone is imported where it is, so its own relative imports work;
 * undefined when that file does not exist.
 */
export function demoModule(
  block: { lang: string; value: string; meta?: string | null },
  place: DemoPlace,
  transform: CodeTransform,
): DemoModule | undefined {
  const codeFile = codeFileOf(block.meta, place);
  // A missing file is the code block's to report, at its place (Quire's `file="…"` check).
  if (codeFile && !fs.existsSync(codeFile)) return undefined;
  const code = codeFile ? fs.readFileSync(codeFile, 'utf8') : block.value;
  const shown = transform({ language: block.lang, code });
  if (codeFile && shown === code) return { id: `f${hash(codeFile)}`, file: codeFile };
  const id = `d${hash(`${block.lang}\0${shown}`)}`;
  const file = path.join(demoFolder(place.projectRoot), `${id}.${demoExtension(block.lang)}`);
  writeIfChanged(file, shown);
  return { id, file };
}

/** The id of a page's group of `iframe-fixed` demos: one iframe shows them all. */
export function pageDemoId(pageFile: string, projectRoot: string): string {
  return `p${hash(path.relative(projectRoot, pageFile).split(path.sep).join('/'))}`;
}
