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
  summary: string;
  /** The one argument the command takes after its name, as the help shows it: `<name>` is required, `[component]` optional. */
  argument?: string;
  options: Record<string, OptionSpec>;
}

const config: OptionSpec = { type: 'string', short: 'c', value: '<file>', description: 'the site config (default: site.config.ts in this folder)' };
const port: OptionSpec = { type: 'string', short: 'p', value: '<n>', description: 'port to listen on, 0 for any free one' };
const host: OptionSpec = { type: 'string', value: '<address>', description: 'address to listen on' };
const help: OptionSpec = { type: 'boolean', short: 'h', description: 'show this help' };
const quiet: OptionSpec = { type: 'boolean', short: 'q', description: 'print only warnings, errors and the summary (no progress lines)' };
const verbose: OptionSpec = { type: 'boolean', description: 'list the translation report in full' };

export const COMMANDS = {
  dev: {
    summary: 'dev server with hot updates',
    options: {
      config,
      port: { ...port, description: `${port.description} (default: 3000)` },
      host: { ...host, description: `${host.description} (default: every address)` },
      quiet,
      verbose,
      help,
    },
  },
  build: {
    summary: 'build the site into its output folder (default dist/)',
    options: {
      config,
      quiet,
      verbose,
      profile: { type: 'boolean', description: "print each step's time, CPU and memory (peak included) as a table at the end" },
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
  },
  preview: {
    summary: 'serve the built site like a static host',
    options: {
      config,
      port: { ...port, description: `${port.description} (default: 4173)` },
      host: { ...host, description: `${host.description} (default: 127.0.0.1)` },
      help,
    },
  },
  eject: {
    summary: "copy a component of the default theme into the site's theme to edit it; without a name, list them",
    argument: '[component]',
    options: { config, help },
  },
  translations: {
    summary: 'the full translation report, without building',
    options: {
      config,
      'no-headings': { type: 'boolean', description: 'skip compiling pages (no heading comparison)' },
      hash: { type: 'string', value: '<file>', description: 'print the sourceHash a translation of this English page records' },
      help,
    },
  },
  version: {
    summary: "snapshot the default version's docs as a new version",
    argument: '<name>',
    options: { config, help },
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

export function parseCommandLine(argv: readonly string[]): CliRequest {
  const { tokens } = parseArgs({ args: [...argv], strict: false, allowPositionals: true, tokens: true, options: allOptions() });
  const positionals = tokens.flatMap((t) => (t.kind === 'positional' ? [t.value] : []));
  const name = positionals[0];
  if (name !== undefined && !isCommand(name)) return { kind: 'error', message: `unknown command "${name}"`, hint: 'quire --help lists the commands' };
  const scope = name ? `quire ${name}` : 'quire';
  const fail = (message: string): CliRequest => ({ kind: 'error', message, hint: `${scope} --help lists ${name ? 'its' : 'the'} options` });
  const known: Record<string, OptionSpec> = { ...GLOBAL_OPTIONS, ...(name ? COMMANDS[name].options : {}) };
  const values: OptionValues = {};
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const spec = Object.hasOwn(known, token.name) ? known[token.name] : undefined;
    if (!spec) return fail(`unknown option ${token.rawName} for "${scope}"`);
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

function optionLines(options: Record<string, OptionSpec>): string[] {
  const left = Object.entries(options).map(([name, o]) => `${o.short ? `-${o.short}, ` : '    '}--${name}${o.value ? ` ${o.value}` : ''}`);
  const width = Math.max(...left.map((l) => l.length));
  return Object.values(options).map((o, i) => `  ${left[i].padEnd(width)}  ${o.description}`);
}

export function commandHelp(name: CommandName): string {
  const { summary, options, argument }: CommandSpec = COMMANDS[name];
  return [
    `Usage: quire ${name}${argument ? ` ${argument}` : ''} [options]`,
    '',
    `${summary[0].toUpperCase()}${summary.slice(1)}.`,
    '',
    'Options:',
    ...optionLines(options),
  ].join('\n');
}

export function generalHelp(): string {
  const names = Object.keys(COMMANDS) as CommandName[];
  const width = Math.max(...names.map((n) => n.length));
  return [
    'Usage: quire <command> [options]',
    '',
    'Commands:',
    ...names.map((n) => `  ${n.padEnd(width)}  ${COMMANDS[n].summary}`),
    '',
    'Options:',
    ...optionLines(GLOBAL_OPTIONS),
    '',
    'quire <command> --help lists the options of a command.',
  ].join('\n');
}
