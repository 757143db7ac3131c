/** What `create-quire` is asked for, from its command line: the folder and the answers given as flags. */
import { parseArgs } from 'node:util';

export type Languages = readonly ['en'] | readonly ['en', 'zh'];

export interface SiteAnswers {
  title: string;
  langs: Languages;
}

export type Request =
  | { kind: 'help' }
  | { kind: 'error'; message: string }
  | { kind: 'create'; dir?: string; yes: boolean; title?: string; langs?: Languages };

export const DEFAULT_ANSWERS: SiteAnswers = { title: 'My Docs', langs: ['en'] };

export const USAGE = `Usage: create-quire [folder] [--title <title>] [--lang en|en,zh] [--yes]

  folder        where to write the site (asked for when missing; must be empty or not exist)
  --title       the site's title
  --lang        en (English only) or en,zh (English and Simplified Chinese)
  --yes, -y     ask nothing: the defaults (title "${DEFAULT_ANSWERS.title}", English only, folder my-docs) for what no flag gives`;

/** `en` or `en,zh` as the languages a site is written in; undefined for anything else. */
export function parseLanguages(text: string): Languages | undefined {
  const value = text.replaceAll(' ', '');
  if (value === 'en') return ['en'];
  if (value === 'en,zh') return ['en', 'zh'];
  return undefined;
}

export function parseRequest(argv: readonly string[]): Request {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length > 1) return { kind: 'error', message: `one folder, not ${positionals.length}: ${positionals.join(' ')}` };
  const langs = values.lang === undefined ? undefined : parseLanguages(values.lang);
  if (values.lang !== undefined && !langs) return { kind: 'error', message: `--lang takes en or en,zh, not "${values.lang}"` };
  if (values.title !== undefined && !values.title.trim()) return { kind: 'error', message: '--title is empty' };
  return { kind: 'create', dir: positionals[0], yes: values.yes === true, title: values.title?.trim(), langs };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      lang: { type: 'string' },
      yes: { type: 'boolean', short: 'y' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
