/**
 * Facts read from the Rsbuild source that the pages must state the same way in both languages:
 * APIs newer than the documented 1.2 line carry a version note in the section that documents
 * them, and the list of options that mergeRsbuildConfig replaces instead of merging matches the
 * source's list.
 */
import { describe, expect, test } from 'vitest';
import { LANGS, readRepoFile, splitFences, stripFrontmatter } from './helpers.ts';

interface VersionNote {
  /** Page or fragment, relative to `docs/<lang>/`. */
  file: string;
  /** Text of the `##`/`###` heading that opens the section, without its `{#id}`. */
  heading: string;
  /** The API the note is about; it must be named in the section. */
  term: string;
  since: string;
}

const VERSION_NOTES: VersionNote[] = [
  { file: 'plugins/dev/hooks.mdx', heading: 'modifyHTML', term: 'modifyHTML', since: '1.3.15' },
  { file: 'shared/on-exit.mdx', heading: 'onExit', term: 'exitCode', since: '1.3.6' },
  { file: 'api/javascript-api/core.mdx', heading: 'createRsbuild', term: 'callerName', since: '1.3.18' },
  { file: 'api/javascript-api/types.mdx', heading: 'RsbuildContext', term: 'callerName', since: '1.3.18' },
  { file: 'api/javascript-api/types.mdx', heading: 'RsbuildContext', term: 'action', since: '1.3.0' },
  { file: 'api/javascript-api/dev-server-api.mdx', heading: 'sockWrite', term: 'sockWrite', since: '1.3.19' },
  { file: 'shared/modify-bundler-chain.mdx', heading: 'modifyBundlerChain', term: 'rspack', since: '1.3.6' },
  { file: 'plugins/dev/core.mdx', heading: 'api.transform', term: 'mimetype', since: '1.3.16' },
];

/** `OVERRIDE_PATHS` in packages/core/src/mergeConfig.ts (1.2.x), minus the internal `provider`. */
const REPLACED_BY_MERGE = [
  'performance.removeConsole',
  'output.inlineScripts',
  'output.inlineStyles',
  'output.cssModules.auto',
  'output.overrideBrowserslist',
  'server.open',
  'server.printUrls',
  'resolve.extensions',
];

/** The lines of the section under a heading, up to the next heading of the same or a higher level. */
function section(source: string, heading: string): string | undefined {
  const lines = splitFences(stripFrontmatter(source));
  let level = 0;
  const out: string[] = [];
  for (const { line, code } of lines) {
    const m = code ? null : /^(#{1,6})\s+(.+?)\s*(?:\{#[^}]*\})?\s*$/.exec(line);
    if (level === 0) {
      if (m && m[2] === heading) level = m[1].length;
      continue;
    }
    if (m && m[1].length <= level) break;
    out.push(line);
  }
  return level === 0 ? undefined : out.join('\n');
}

describe('facts from the Rsbuild source', () => {
  for (const lang of LANGS) {
    test(`${lang}: APIs newer than the documented version carry a version note`, () => {
      const problems: string[] = [];
      for (const note of VERSION_NOTES) {
        const file = `docs/${lang}/${note.file}`;
        const body = section(readRepoFile(file), note.heading);
        if (body === undefined) {
          problems.push(`${file}: no section "${note.heading}"`);
          continue;
        }
        if (!body.includes(note.term)) problems.push(`${file} § ${note.heading}: does not name ${note.term}`);
        if (!body.includes(`>= ${note.since}`)) {
          problems.push(`${file} § ${note.heading}: no ">= ${note.since}" note for ${note.term}`);
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test(`${lang}: the options mergeRsbuildConfig replaces are the ones in the source`, () => {
      const file = `docs/${lang}/api/javascript-api/core.mdx`;
      const body = section(readRepoFile(file), 'mergeRsbuildConfig') ?? '';
      const marker = lang === 'en' ? 'always replaced as a whole' : '总是整体替换';
      const line = body.split('\n').find((l) => l.includes(marker));
      expect(line, `${file}: no line with "${marker}"`).toBeDefined();
      const listed = [...(line ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      expect([...listed].sort()).toEqual([...REPLACED_BY_MERGE].sort());
    });
  }
});
