#!/usr/bin/env node
/** `npm create quire`, `pnpm create quire`, `yarn create quire`: asks for a title and the languages, writes a site that builds. */
import fs from 'node:fs';
import path from 'node:path';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { DEFAULT_ANSWERS, type Languages, parseLanguages, parseRequest, USAGE } from './options.js';
import { siteFiles } from './site-files.js';
import { FolderNotEmptyError, assertWritable, writeSite } from './write-site.js';

const DEFAULT_DIR = 'my-docs';

/** The package manager that ran this (from npm's user agent, which pnpm and yarn set too), to print its commands. */
function packageManager(): 'npm' | 'pnpm' | 'yarn' {
  const agent = process.env.npm_config_user_agent ?? '';
  if (agent.startsWith('pnpm/')) return 'pnpm';
  if (agent.startsWith('yarn/')) return 'yarn';
  return 'npm';
}

/** A folder name npm accepts as a package name. */
function packageName(dir: string): string {
  return (
    path
      .basename(path.resolve(dir))
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+/, '') || 'docs'
  );
}

async function main(): Promise<void> {
  const request = parseRequest(process.argv.slice(2));
  if (request.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (request.kind === 'error') {
    console.error(`✗ ${request.message}\n\n${USAGE}`);
    process.exitCode = 1;
    return;
  }
  const prompt = request.yes ? undefined : createInterface({ input: stdin, output: stdout });
  // Lines read through the iterator are kept until asked for, so answers piped in ahead are not lost.
  const answers = prompt?.[Symbol.asyncIterator]();
  const ask = async (question: string, fallback: string) => {
    if (!answers) return fallback;
    stdout.write(`${question} (${fallback}) `);
    const line = await answers.next();
    return (line.done ? '' : String(line.value).trim()) || fallback;
  };
  try {
    const dir = request.dir ?? (await ask('Folder for the site?', DEFAULT_DIR));
    assertWritable(dir);
    const title = request.title ?? (await ask('Title of the site?', DEFAULT_ANSWERS.title));
    let langs: Languages | undefined = request.langs;
    while (!langs) {
      const answer = await ask('Languages: en (English only) or en,zh (English and Chinese)?', DEFAULT_ANSWERS.langs.join(','));
      langs = parseLanguages(answer);
      if (!langs) console.log('  Answer en or en,zh.');
    }
    const version = (JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
    writeSite(dir, siteFiles({ name: packageName(dir), title, langs, version }));
    const pm = packageManager();
    const run = pm === 'npm' ? 'npm run' : pm;
    console.log(
      `\n✓ ${title} written to ${dir}\n\n  cd ${dir}\n  ${pm} install\n  ${run} dev      # http://localhost:3000\n  ${run} build    # the static site in dist/\n`,
    );
  } catch (error) {
    if (!(error instanceof FolderNotEmptyError)) throw error;
    console.error(`✗ ${error.message}`);
    process.exitCode = 1;
  } finally {
    prompt?.close();
  }
}

await main();
