/**
 * `quire eject <Component>`: copies one component of the default theme, from the sources the
 * installed package ships, into the site's theme folder and exports it from the theme's index,
 * so that the layout draws the copy (it asks `@theme` for each part) and the site can edit it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { QuireError } from '../utils/errors.js';
import { exportedNames, importDeclarations, importedNames } from './module-imports.js';

export const THEME_PACKAGE = '@quire/theme-default';
const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

export interface ThemeSources {
  /** The package's `src/` folder. */
  srcDir: string;
  /** Each name the package exports → the source file it comes from. */
  exports: Map<string, string>;
  /** Those of them that are components: values, not types. */
  values: Set<string>;
}

/** The default theme's sources, found where the project resolves the package (its `src/` ships with it). */
export function themeSources(projectRoot: string): ThemeSources {
  let manifest: string;
  try {
    manifest = createRequire(path.join(projectRoot, 'package.json')).resolve(`${THEME_PACKAGE}/package.json`);
  } catch {
    throw new QuireError(`${THEME_PACKAGE} is not installed in this project; install it to eject its components`, { file: projectRoot });
  }
  const srcDir = path.join(path.dirname(manifest), 'src');
  const entry = resolveSource(path.join(srcDir, 'index'));
  if (!entry) throw new QuireError(`${THEME_PACKAGE} ships no sources (src/index.ts) to copy`, { file: path.dirname(manifest) });
  const exports = new Map<string, string>();
  const values = new Set<string>();
  for (const [name, { specifier, type }] of exportedNames(fs.readFileSync(entry, 'utf8'))) {
    const file = specifier.startsWith('.') ? resolveSource(path.resolve(srcDir, specifier)) : undefined;
    if (!file) continue;
    exports.set(name, file);
    if (!type) values.add(name);
  }
  return { srcDir, exports, values };
}

/** The components that can be ejected: the React components the package exports, each from a file of its own folder. */
export function ejectableComponents(sources: ThemeSources): string[] {
  return [...sources.exports]
    .filter(([name, file]) => sources.values.has(name) && /^[A-Z]/.test(name) && file.endsWith('.tsx') && path.dirname(file) !== sources.srcDir)
    .map(([name]) => name)
    .sort();
}

function resolveSource(stem: string): string | undefined {
  const bare = stem.replace(/\.(?:m|c)?(?:j|t)sx?$/, '');
  for (const candidate of [stem, ...SOURCE_EXTENSIONS.map((ext) => bare + ext)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export interface EjectPlan {
  /** Source file → its text for the site's theme, by path relative to the theme folder. */
  files: Map<string, string>;
  /** The copied file that defines the component, relative to the theme folder. */
  entry: string;
}

/**
 * What ejecting `name` writes: its file and the files beside it that it uses, each at the same
 * path under the theme folder as under `src/`; an import of anything the package exports reads
 * it from the package instead, and anything else it needs is copied too.
 */
export function planEject(sources: ThemeSources, name: string): EjectPlan {
  const entryFile = sources.exports.get(name);
  if (!entryFile || !ejectableComponents(sources).includes(name)) {
    throw new QuireError(`"${name}" is not a component of ${THEME_PACKAGE}; \`quire eject\` lists those that are`);
  }
  const folder = path.dirname(entryFile);
  const files = new Map<string, string>();
  const queue = [entryFile];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const relative = path.relative(sources.srcDir, file).split(path.sep).join('/');
    if (files.has(relative)) continue;
    const source = fs.readFileSync(file, 'utf8');
    let text = '';
    let at = 0;
    for (const declaration of importDeclarations(source)) {
      if (!declaration.specifier.startsWith('.')) continue;
      const target =
        resolveSource(path.resolve(path.dirname(file), declaration.specifier)) ?? path.resolve(path.dirname(file), declaration.specifier);
      const names = importedNames(declaration.clause);
      const beside = path.dirname(target) === folder;
      if (!beside && names && names.every((n) => sources.exports.has(n))) {
        text += `${source.slice(at, declaration.start)}${declaration.keyword} ${declaration.clause} from '${THEME_PACKAGE}';`;
        at = declaration.end;
      } else if (fs.existsSync(target)) {
        queue.push(target);
      }
    }
    files.set(relative, text + source.slice(at));
  }
  return { files, entry: path.relative(sources.srcDir, entryFile).split(path.sep).join('/') };
}

/** The theme index with the ejected component exported from its copy (a new index re-exports the default theme). */
export function wireExport(index: string | undefined, name: string, entry: string): string {
  const specifier = `./${entry.replace(/\.tsx?$/, '')}`;
  const line = `export { ${name} } from '${specifier}';\n`;
  if (index === undefined) return `export * from '${THEME_PACKAGE}';\n${line}`;
  if (index.includes(line)) return index;
  return `${index.endsWith('\n') || index === '' ? index : `${index}\n`}${line}`;
}

export interface EjectResult {
  written: string[];
  index: string;
  /** Packages the copies import that the project cannot resolve (`@quire/runtime`, which it must then depend on). */
  unresolved: string[];
}

/** The packages the copied files import (`@quire/runtime`, `react`) that the project does not resolve. */
function unresolvedPackages(projectRoot: string, files: Iterable<string>): string[] {
  const require = createRequire(path.join(projectRoot, 'package.json'));
  const packages = new Set<string>();
  for (const text of files) {
    for (const { specifier } of importDeclarations(text)) {
      if (specifier.startsWith('.') || specifier.startsWith('@theme')) continue;
      const name = specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
      packages.add(name);
    }
  }
  return [...packages].filter((name) => {
    try {
      require.resolve(`${name}/package.json`);
      return false;
    } catch {
      return true;
    }
  });
}

/** Writes the plan into the theme folder; a file there already that differs from its copy stops it, naming the file. */
export function ejectComponent(projectRoot: string, themeDir: string, name: string): EjectResult {
  const sources = themeSources(projectRoot);
  const plan = planEject(sources, name);
  const themeRoot = path.resolve(projectRoot, themeDir);
  const written: string[] = [];
  for (const [relative, text] of plan.files) {
    const file = path.join(themeRoot, relative);
    if (fs.existsSync(file)) {
      if (fs.readFileSync(file, 'utf8') === text) continue;
      throw new QuireError(`${relative} exists in the theme folder and differs from the copy; move it aside to eject ${name} again`, { file });
    }
  }
  for (const [relative, text] of plan.files) {
    const file = path.join(themeRoot, relative);
    if (fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    written.push(path.relative(projectRoot, file));
  }
  const existing = SOURCE_EXTENSIONS.map((ext) => path.join(themeRoot, `index${ext}`)).find((f) => fs.existsSync(f));
  const index = existing ?? path.join(themeRoot, 'index.tsx');
  fs.writeFileSync(index, wireExport(existing && fs.readFileSync(existing, 'utf8'), name, plan.entry));
  return { written, index: path.relative(projectRoot, index), unresolved: unresolvedPackages(projectRoot, plan.files.values()) };
}
