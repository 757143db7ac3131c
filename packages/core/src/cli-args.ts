/**
 * The `quire` command line read into a request: each command's options, its help text, and
 * a one-line message for anything it does not take, so a typo never runs a command with an
 * option silently ignored.
 */
import { parseArgs } from 'node:util';

interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** Placeholder of the value in the help, such as `<file>`. */
  value?: string;
  description: string;
}

interface CommandSpec {
  /** One line in the list of commands. */
  summary: string;
  /** The one argument the command takes after its name, as the help shows it: `<name>` is required, `[component]` optional. */
  argument?: string;
  /** What the command does, for its own help: a few lines. */
  about: string[];
  options: Record<string, OptionSpec>;
  /** Command lines a newcomer would type, each with what it does. */
  examples: Array<[string, string]>;
}

const config: OptionSpec = { type: 'string', short: 'c', value: '<file>', description: 'the site config (default: site.config.ts in this folder)' };
const port: OptionSpec = { type: 'string', short: 'p', value: '<n>', description: 'port to listen on, 0 for any free one' };
const host: OptionSpec = { type: 'string', value: '<address>', description: 'address to listen on' };
const help: OptionSpec = { type: 'boolean', short: 'h', description: 'show this help' };
const quiet: OptionSpec = { type: 'boolean', short: 'q', description: 'print only warnings, errors and the summary (no progress lines)' };
const verbose: OptionSpec = { type: 'boolean', description: 'list the translation report in full (default: what fits a screen)' };

/** Where a command finds the site, said the same in each command's help. */
const PROJECT = 'It reads site.config.ts in this folder (the defaults without one) and the pages under docs/.';

export const COMMANDS = {
  dev: {
    summary: 'serve the site while you write, with hot updates',
    about: [
      'Starts a dev server: pages compile when first opened, an edit shows in the browser at once,',
      'new pages appear without a restart, and dead links are reported as you write.',
      PROJECT,
    ],
    options: {
      config,
      port: { ...port, description: `${port.description} (default: 3000)` },
      host: { ...host, description: `${host.description} (default: every address)` },
      quiet,
      verbose,
      help,
    },
    examples: [
      ['quire dev', 'serve the site at http://localhost:3000'],
      ['quire dev --port 8080 --host 127.0.0.1', 'another port, this machine only'],
    ],
  },
  build: {
    summary: 'build the site into its output folder (default dist/)',
    about: [
      'Builds the site for any static host: one HTML file per page, each hydrated by React, with the',
      'search index, sitemap, feeds, llms.txt and redirect pages. Broken pages and dead links stop it',
      'with file:line:column and exit code 1, and the previous output stays as it was.',
      PROJECT,
    ],
    options: {
      config,
      quiet,
      verbose,
      profile: { type: 'boolean', description: "print each step's time, CPU and memory (peak included) as a table at the end" },
      force: { type: 'boolean', description: 'build even when nothing changed since the last build (the caches still serve unchanged pages)' },
      stats: { type: 'string', value: '<file>', description: "write the browser bundle's module stats (Rspack's JSON) to this file" },
      'compile-threads': {
        type: 'string',
        value: '<n>',
        description: 'worker threads compiling pages, 0 to 16, 0: the main thread (default: by page count and cores)',
      },
      'render-threads': { type: 'string', value: '<n>', description: 'threads rendering pages, 1 to 16 (default: by page count and cores)' },
      'bundle-in-one-process': { type: 'boolean', description: 'bundle a large site in one process, not in parts (more memory)' },
      help,
    },
    examples: [
      ['quire build', 'build the site into dist/'],
      ['quire build --quiet', 'only warnings, errors and the last line (for CI)'],
      ['quire build -c site.staging.ts', 'build with another config file'],
    ],
  },
  preview: {
    summary: 'serve the built site like a static host',
    about: [
      'Serves the output of quire build as a static host would: clean URLs, 404.html with status 404,',
      "the site's base path. Run quire build first; a new build is served as soon as it finishes.",
    ],
    options: {
      config,
      port: { ...port, description: `${port.description} (default: 4173)` },
      host: { ...host, description: `${host.description} (default: 127.0.0.1)` },
      help,
    },
    examples: [
      ['quire preview', 'serve dist/ at http://localhost:4173, after quire build'],
      ['quire preview --port 0', 'serve on any free port'],
    ],
  },
  eject: {
    summary: "copy a component of the default theme into the site's theme to edit it; without a name, list them",
    argument: '[component]',
    about: [
      "Copies the source of one of the default theme's components (Outline, DocFooter, NavTitle…) into the",
      "site's theme folder and exports it from theme/index.tsx, so the site's copy replaces the default",
      'wherever the layout draws it. Without a name, lists the components that can be ejected.',
    ],
    options: { config, help },
    examples: [
      ['quire eject', 'list the components that can be ejected'],
      ['quire eject Outline', 'copy the outline into theme/ to edit it'],
    ],
  },
  translations: {
    summary: 'the full translation report, without building',
    about: [
      'Lists, for a site of several languages, the pages missing in a language, translations whose',
      'headings differ from the source page, and translations older than their source. It exits 1',
      "when the config's translations.report is 'error' and there is a finding.",
    ],
    options: {
      config,
      'no-headings': { type: 'boolean', description: 'skip compiling pages (no heading comparison)' },
      hash: { type: 'string', value: '<file>', description: 'print the sourceHash a translation of this English page records' },
      help,
    },
    examples: [
      ['quire translations', 'the whole report'],
      ['quire translations --hash docs/en/guide/intro.mdx', 'the sourceHash for the translations of that page'],
    ],
  },
  version: {
    summary: "snapshot the default version's docs as a new version",
    argument: '<name>',
    about: [
      "On a site with multiVersion, copies the default version's folder (docs/<default>/) to docs/<name>/",
      'and adds the name to multiVersion.versions just before the default one, so writers keep editing',
      'the default version while the snapshot stays as it was.',
    ],
    options: { config, help },
    examples: [['quire version v1', "freeze today's docs as v1, served under /v1/"]],
  },
} satisfies Record<string, CommandSpec>;

export type CommandName = keyof typeof COMMANDS;

/** Options any command takes, and `quire` alone. */
const GLOBAL_OPTIONS: Record<string, OptionSpec> = {
  help,
  version: { type: 'boolean', short: 'v', description: 'print the version of @quire/core' },
};

export type OptionValues = Partial<Record<string, string | boolean>>;

/** The text of a string option, if it was given. */
export function textOption(values: OptionValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

export type CliRequest =
  /** `argument`: what followed the command's name, for a command that takes one. */
  | { kind: 'run'; command: CommandName; values: OptionValues; argument?: string }
  | { kind: 'help'; text: string }
  | { kind: 'version' }
  /** `hint`: where to look next, such as `quire build --help lists its options`. */
  | { kind: 'error'; message: string; hint: string };

function isCommand(name: string | undefined): name is CommandName {
  return name !== undefined && Object.hasOwn(COMMANDS, name);
}

/** Every option of every command: types are read alike everywhere, so one pass finds the command. */
function allOptions(): Record<string, { type: 'string' | 'boolean'; short?: string }> {
  const all: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  const specs: Array<Record<string, OptionSpec>> = [GLOBAL_OPTIONS, ...Object.values(COMMANDS).map((c) => c.options)];
  for (const spec of specs) {
    for (const [name, { type, short }] of Object.entries(spec)) all[name] = short ? { type, short } : { type };
  }
  return all;
}

/** `; did you mean "build"?` when a known name is close to the one written; its module loads only for a mistake. */
async function didYouMean(written: string, known: readonly string[], quote: (name: string) => string): Promise<string> {
  const { closestName } = await import('./utils/closest-name.js');
  const near = closestName(written, known);
  return near ? `; did you mean ${quote(near)}?` : '';
}

export async function parseCommandLine(argv: readonly string[]): Promise<CliRequest> {
  const { tokens } = parseArgs({ args: [...argv], strict: false, allowPositionals: true, tokens: true, options: allOptions() });
  const positionals = tokens.flatMap((t) => (t.kind === 'positional' ? [t.value] : []));
  const name = positionals[0];
  const names = Object.keys(COMMANDS);
  if (name !== undefined && !isCommand(name)) {
    return {
      kind: 'error',
      message: `unknown command "${name}"${await didYouMean(name, names, (n) => `"${n}"`)}`,
      hint: `the commands are ${names.join(', ')} (quire --help says what each does)`,
    };
  }
  const scope = name ? `quire ${name}` : 'quire';
  const known: Record<string, OptionSpec> = { ...(name ? COMMANDS[name].options : {}), ...GLOBAL_OPTIONS };
  const flags = Object.keys(known).map((o) => `--${o}`);
  const listed = `${name ? 'its' : 'the'} options are ${flags.join(', ')} (${scope} --help says what each does)`;
  const fail = (message: string): CliRequest => ({ kind: 'error', message, hint: listed });
  const values: OptionValues = {};
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const spec = Object.hasOwn(known, token.name) ? known[token.name] : undefined;
    if (!spec) {
      const near = token.rawName.startsWith('--') ? await didYouMean(token.rawName, flags, (n) => n) : '';
      return fail(`unknown option ${token.rawName} for "${scope}"${near}`);
    }
    if (spec.type === 'string' && token.value === undefined) return fail(`option ${token.rawName} of "${scope}" needs a value`);
    if (spec.type === 'boolean' && token.value !== undefined) return fail(`option ${token.rawName} of "${scope}" takes no value`);
    values[token.name] = token.value ?? true;
  }
  if (values.help) return { kind: 'help', text: name ? commandHelp(name) : generalHelp() };
  if (values.version) return { kind: 'version' };
  if (!name) return { kind: 'help', text: generalHelp() };
  const spec: CommandSpec = COMMANDS[name];
  const takes = spec.argument ? 2 : 1;
  if (positionals.length > takes) return fail(`unexpected argument "${positionals[takes]}" for "${scope}"`);
  if (spec.argument?.startsWith('<') && positionals.length < takes) return fail(`"${scope}" needs ${spec.argument}`);
  return { kind: 'run', command: name, values, argument: positionals[1] };
}

/** Two columns, the left one padded to its widest entry. */
function columns(rows: ReadonlyArray<readonly [string, string]>): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}

function optionLines(options: Record<string, OptionSpec>): string[] {
  return columns(
    Object.entries(options).map(([name, o]) => [`${o.short ? `-${o.short}, ` : '    '}--${name}${o.value ? ` ${o.value}` : ''}`, o.description]),
  );
}

export function commandHelp(name: CommandName): string {
  const { about, options, examples, argument }: CommandSpec = COMMANDS[name];
  return [
    `Usage: quire ${name}${argument ? ` ${argument}` : ''} [options]`,
    '',
    ...about,
    '',
    'Options:',
    ...optionLines({ ...options, version: GLOBAL_OPTIONS.version }),
    '',
    'Examples:',
    ...columns(examples),
  ].join('\n');
}

export function generalHelp(): string {
  const names = Object.keys(COMMANDS) as CommandName[];
  return [
    'Usage: quire <command> [options]',
    '',
    'Quire builds a documentation site from Markdown and MDX pages: HTML for every page, hydrated by React.',
    '',
    'Commands:',
    ...columns(names.map((n) => [n, COMMANDS[n].summary])),
    '',
    'Options:',
    ...optionLines(GLOBAL_OPTIONS),
    '',
    'A project is a folder with site.config.ts (optional) and its pages in docs/: with one language',
    'directly in it (docs/index.md, docs/guide/intro.md), with several in a folder per language',
    "(docs/en/index.md, docs/zh/index.md) and the languages listed in the config's locales.",
    '',
    'Examples:',
    ...columns([
      ['quire dev', 'write with the site open at http://localhost:3000'],
      ['quire build && quire preview', 'build dist/ and serve it as a host would'],
      ['quire build --help', 'what build does and its options'],
    ]),
  ].join('\n');
}
