/**
 * Compares every default the site states for a config option or plugin option (`- **Default:**`,
 * `- **默认值：**` lines of docs/en and docs/zh) with the `@default` tags of the 1.x type declarations
 * installed in tests/examples-typecheck, and checks that a page documenting an option the reference
 * facts mark as added after 1.0 carries a version note for it. Prints how many defaults it compared.
 *   pnpm check:defaults
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { glob } from 'tinyglobby';
import ts from 'typescript';
import { DEFAULT_EXCEPTIONS, type DefaultException, PLUGIN_PAGES, type PluginPage, VERSION_NOTES } from './check-defaults-exceptions.ts';

/** One default the declarations carry, at its option path (`server.publicDir.name`). */
export interface DeclaredDefault {
  option: string;
  value: string;
  /** `file:line` of the declaration inside its package. */
  where: string;
}

/** One default a page states. */
export interface StatedDefault {
  option: string;
  value: string;
  file: string;
  line: number;
}

export interface DefaultProblem {
  file: string;
  line: number;
  message: string;
}

/**
 * One TypeScript program over the declaration files `entries`: the packages' types share their dependencies' (Rsbuild's,
 * Rspack's, Node's), which a program per package parsed and bound again each time.
 */
export function declarationsProgram(entries: readonly string[]): ts.Program {
  return ts.createProgram([...entries], { strict: true, skipLibCheck: true, noEmit: true, types: [] });
}

/**
 * Walks an options type from its root and collects the `@default` tag of every property that the
 * package itself declares, by its dotted path; types from other packages (Rspack, Node) are not entered.
 * `program` must hold `entry`.
 */
export function readDeclaredDefaults(
  entry: string,
  rootType: string,
  ownFolder: string,
  program: ts.Program = declarationsProgram([entry]),
): Map<string, DeclaredDefault> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const exported = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === rootType);
  if (!exported) throw new Error(`${entry} does not export ${rootType}`);
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const found = new Map<string, DeclaredDefault>();
  const open = new Set<ts.Type>();
  const isOwn = (decl: ts.Declaration) => path.resolve(decl.getSourceFile().fileName).startsWith(ownFolder);

  const walk = (type: ts.Type, prefix: string, depth: number): void => {
    if (depth > 5) return;
    for (const part of type.isUnion() ? type.types : [type]) {
      if (open.has(part) || part.getCallSignatures().length > 0 || checker.isArrayType(part)) continue;
      open.add(part);
      for (const property of part.getProperties()) {
        const decl = property.declarations?.[0];
        if (!decl || !isOwn(decl)) continue;
        const option = prefix ? `${prefix}.${property.name}` : property.name;
        const tag = property.getJsDocTags(checker).find((t) => t.name === 'default');
        if (tag && !found.has(option)) {
          const { line } = decl.getSourceFile().getLineAndCharacterOfPosition(decl.getStart());
          const where = `${path.relative(ownFolder, decl.getSourceFile().fileName)}:${line + 1}`;
          found.set(option, { option, value: ts.displayPartsToString(tag.text), where });
        }
        walk(checker.getNonNullableType(checker.getTypeOfSymbol(property)), option, depth + 1);
      }
      open.delete(part);
    }
  };
  walk(checker.getDeclaredTypeOfSymbol(symbol), '', 0);
  return found;
}

const DEFAULT_LINE = /^- \*\*(?:Default:|默认值：)\*\*\s*(.*)$/;
const HEADING = /^(#{1,4})\s+(.*?)\s*(?:\\?\{#[^}]*\})?\s*$/;
const OPTION_NAME = /^[A-Za-z_$][\w$]*(?:\.[\w$]+)*$/;

/**
 * The option a heading names, given the page's option: `### publicDir.name` and `### name` under
 * `# server.publicDir` both name `server.publicDir.name`; a heading that is no option name
 * (`### Function usage`) names none.
 */
export function optionOfHeading(heading: string, base: string): string | undefined {
  const name = heading.replace(/`/g, '').trim();
  if (!OPTION_NAME.test(name)) return undefined;
  if (!base) return name;
  const last = base.slice(base.lastIndexOf('.') + 1);
  const [first, ...rest] = name.split('.');
  if (first === last && rest.length > 0) return `${base}.${rest.join('.')}`;
  if (name.startsWith(`${base}.`)) return name;
  return `${base}.${name}`;
}

/**
 * Every `Default` line of a page with the option it belongs to: the page's H1 option (`pageOption`
 * for pages whose H1 is a title, such as plugin pages) or the option heading it stands under.
 * A value left empty on its line is the code block that follows.
 */
export function readStatedDefaults(source: string, file: string, pageOption?: string): StatedDefault[] {
  const lines = source.split(/\r?\n/);
  const stated: StatedDefault[] = [];
  let base = pageOption ?? '';
  let current: string | undefined = pageOption || undefined;
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    const marker = /^\s*(`{3,}|~{3,})/.exec(text);
    if (marker) {
      if (!fence) fence = marker[1];
      else if (text.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = HEADING.exec(text);
    if (heading) {
      if (heading[1] === '#') {
        if (pageOption === undefined) base = OPTION_NAME.test(heading[2].replace(/`/g, '')) ? heading[2].replace(/`/g, '') : '';
        current = base || undefined;
      } else current = optionOfHeading(heading[2], base);
      continue;
    }
    const line = DEFAULT_LINE.exec(text);
    if (!line || !current) continue;
    let value = line[1].trim();
    if (!value) {
      let j = i + 1;
      while (j < lines.length && !lines[j].trim()) j++;
      const open = /^\s*(`{3,})/.exec(lines[j] ?? '');
      if (open) {
        const body: string[] = [];
        for (j++; j < lines.length && !lines[j].trim().startsWith(open[1]); j++) body.push(lines[j]);
        value = body.join('\n');
      }
    }
    stated.push({ option: current, value, file, line: i + 1 });
  }
  return stated;
}

/** A default in one comparable spelling: no code fences, comments, outer backticks, quote or spacing differences. */
export function normalizeDefault(value: string): string {
  let text = value.trim().replace(/^```\w*\n?|\n?```$/g, '');
  text = text.replace(/\/\/[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
  text = text.replace(/\*\\\//g, '*/');
  text = text.replace(/^const \w+ = /, '').replace(/;\s*$/, '');
  text = text.trim().replace(/[.。]$/, '');
  return text
    .replace(/`/g, '')
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/,\s*([}\]])/g, '$1')
    .replace(/([{[(])\s+/g, '$1')
    .replace(/\s+([}\])])/g, '$1')
    .trim();
}

/** The value of a line that opens with it in code and remarks on it after a comma or in brackets: `` `true` (production builds only) ``. */
export function leadingValue(value: string): string | undefined {
  const match = /^`([^`]+)`\s*[(,（，]/.exec(value.trim());
  return match ? normalizeDefault(match[1]) : undefined;
}

/**
 * Compares what the pages state with what the declarations carry. A stated default for an option
 * with a tag must equal it, unless an exception pins both texts as they are and says why they differ.
 */
export function compareDefaults(
  stated: StatedDefault[],
  declared: Map<string, DeclaredDefault>,
  exceptions: DefaultException[],
): { compared: number; excused: number; untagged: number; problems: DefaultProblem[] } {
  const problems: DefaultProblem[] = [];
  let compared = 0;
  let excused = 0;
  let untagged = 0;
  for (const item of stated) {
    const tag = declared.get(item.option);
    if (!tag) {
      untagged++;
      continue;
    }
    compared++;
    const pageValue = normalizeDefault(item.value);
    const tagValue = normalizeDefault(tag.value);
    if (pageValue === tagValue || leadingValue(item.value) === tagValue) continue;
    const exception = exceptions.find((e) => e.option === item.option && e.stated.some((text) => normalizeDefault(text) === pageValue));
    if (exception && normalizeDefault(exception.declared) === tagValue) {
      excused++;
      continue;
    }
    const why = exception ? ' (its exception pins another declared value: check it again)' : '';
    problems.push({
      file: item.file,
      line: item.line,
      message: `default of ${item.option}: the page says ${pageValue || '(nothing)'}, the declaration (${tag.where}) says ${tagValue}${why}`,
    });
  }
  return { compared, excused, untagged, problems };
}

/** An option of the reference facts that appeared after 1.0 (`since: ">= 1.2.5"`). */
export interface VersionedOption {
  route: string;
  option: string;
  since: string;
}

/** `">= 1.2.5"` → `1.2.5`; undefined for a version not after 1.0.0. */
export function versionAfterOne(since: string): string | undefined {
  const match = /(\d+)\.(\d+)\.(\d+)/.exec(since);
  if (!match) return undefined;
  const [major, minor, patch] = match.slice(1).map(Number);
  if (major < 1 || (major === 1 && minor === 0 && patch === 0)) return undefined;
  return `${major}.${minor}.${patch}`;
}

/** A page carries the version note of `version` when it writes `>= version` (the site's form, in any place of the page). */
export function hasVersionNote(source: string, version: string): boolean {
  const escaped = version.replace(/\./g, '\\.');
  return new RegExp(`>=\\s*${escaped}(?![\\d.])`).test(source);
}

/** A page that documents something added after 1.0 and must say from which version. */
export interface PageNote {
  /** Page under docs/<lang>/, without extension. */
  page: string;
  option: string;
  since: string;
  source: string;
}

/** Each note's page, in both languages, must carry `>= version`; a page that does not exist in a language is skipped. */
export function checkVersionNotes(
  notes: PageNote[],
  readPage: (file: string) => string | undefined,
): { checked: number; problems: DefaultProblem[] } {
  const problems: DefaultProblem[] = [];
  let checked = 0;
  for (const note of notes) {
    const version = versionAfterOne(note.since);
    if (!version) continue;
    for (const lang of ['en', 'zh']) {
      const file = `docs/${lang}/${note.page}.mdx`;
      const source = readPage(file);
      if (source === undefined) continue;
      checked++;
      if (!hasVersionNote(source, version)) {
        problems.push({
          file,
          line: 1,
          message: `${note.option} appeared in ${version} (${note.source}) but the page has no \`>= ${version}\` note`,
        });
      }
    }
  }
  return { checked, problems };
}

async function main(): Promise<number> {
  const repoRoot = process.cwd();
  const modules = path.join(repoRoot, 'tests/examples-typecheck/node_modules');
  const corePackage = path.join(modules, '@rsbuild/core');
  if (!fs.existsSync(corePackage)) {
    console.error('@rsbuild/core 1.x is not installed in tests/examples-typecheck: run `pnpm install` first');
    return 1;
  }
  const problems: DefaultProblem[] = [];
  let compared = 0;
  let excused = 0;
  let untagged = 0;
  let tags = 0;

  const coreEntry = path.join(corePackage, 'dist-types/index.d.ts');
  const program = declarationsProgram([coreEntry, ...PLUGIN_PAGES.map((plugin) => pluginEntry(modules, plugin))]);
  const coreDefaults = readDeclaredDefaults(coreEntry, 'RsbuildConfig', path.join(corePackage, 'dist-types'), program);
  tags += coreDefaults.size;
  const pageSets: { files: string[]; declared: Map<string, DeclaredDefault>; pageOption?: string }[] = [];
  for (const lang of ['en', 'zh']) {
    const files = (await glob(['config/**/*.{md,mdx}'], { cwd: path.join(repoRoot, 'docs', lang) })).sort();
    pageSets.push({ files: files.map((f) => `docs/${lang}/${f}`), declared: coreDefaults });
  }
  for (const plugin of PLUGIN_PAGES) {
    const declared = readPluginDefaults(modules, plugin, program);
    tags += declared.size;
    for (const lang of ['en', 'zh']) pageSets.push({ files: [`docs/${lang}/${plugin.page}`], declared, pageOption: '' });
  }
  for (const set of pageSets) {
    for (const file of set.files) {
      const stated = readStatedDefaults(fs.readFileSync(path.join(repoRoot, file), 'utf8'), file, set.pageOption);
      const result = compareDefaults(stated, set.declared, DEFAULT_EXCEPTIONS);
      compared += result.compared;
      excused += result.excused;
      untagged += result.untagged;
      problems.push(...result.problems);
    }
  }

  const notes = [
    ...readReferenceOptions(repoRoot).map((o) => ({ page: o.route.slice(1), option: o.option, since: o.since, source: 'reference facts' })),
    ...VERSION_NOTES,
  ];
  const versions = checkVersionNotes(notes, (file) => {
    const full = path.join(repoRoot, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
  });
  const noted = versions.checked;
  problems.push(...versions.problems);

  for (const p of problems) console.error(`✗ ${p.file}:${p.line} ${p.message}`);
  const summary = `${compared} stated defaults (en and zh) compared with ${tags} @default tags, ${excused} of them by a listed exception; ${untagged} stated defaults have no tag to compare with; ${noted} version notes checked; ${problems.length} problems`;
  if (problems.length) {
    console.error(`\n${summary}`);
    return 1;
  }
  console.log(summary);
  return 0;
}

/** The declaration file a plugin's types start from. */
function pluginEntry(modules: string, plugin: PluginPage): string {
  return path.join(modules, plugin.packageName, 'dist', 'index.d.ts');
}

function readPluginDefaults(modules: string, plugin: PluginPage, program: ts.Program): Map<string, DeclaredDefault> {
  const entry = pluginEntry(modules, plugin);
  return readDeclaredDefaults(entry, plugin.optionsType, path.dirname(entry), program);
}

/** The reference facts of the team (outside the repository); without them the version-note check is skipped, said so. */
function readReferenceOptions(repoRoot: string): VersionedOption[] {
  const candidates = [process.env.QUIRE_REFERENCE_DIR, path.join(repoRoot, '../shared/reference'), '/work/shared/reference'];
  for (const dir of candidates) {
    if (!dir) continue;
    const file = path.join(dir, 'config-options.json');
    if (!fs.existsSync(file)) continue;
    const options = JSON.parse(fs.readFileSync(file, 'utf8')) as { route: string; option: string; since?: string }[];
    return options.filter((o): o is VersionedOption => typeof o.since === 'string');
  }
  console.warn('! reference facts not found: version notes not checked');
  return [];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit(await main());
}
