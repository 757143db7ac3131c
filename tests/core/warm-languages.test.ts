/**
 * The grammars of a site's pages made ready before the first page: the languages of its fenced blocks as written,
 * loaded under their grammar's name, a name nobody knows left out.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getHighlighter } from '#core/markdown/highlighter.ts';
import { fenceLanguages, warmLanguages } from '#core/markdown/warm-languages.ts';

describe('fenceLanguages', () => {
  it('reads each fence’s language once, with backticks or tildes, meta and indents of up to three spaces', () => {
    const text = [
      '```ts title="a.ts" {1}',
      'x',
      '```',
      '   ~~~~bash',
      'y',
      '~~~~',
      '```ts',
      '```',
      '    ```indented-code-not-a-fence',
      '```',
      'no language',
      '```',
      '```json{2}',
      '```',
    ].join('\n');
    expect(fenceLanguages(text)).toEqual(['ts', 'bash', 'json']);
  });
});

describe('warmLanguages', () => {
  it('loads the grammars the pages’ blocks are written in, by their grammar’s name', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-warm-languages-'));
    try {
      await fs.writeFile(path.join(dir, 'a.md'), '# A\n\n```yml\na: 1\n```\n\n```nosuchlanguage\nx\n```\n');
      await warmLanguages([path.join(dir, 'a.md'), path.join(dir, 'missing.md')]);
      expect((await getHighlighter()).getLoadedLanguages()).toContain('yaml');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
