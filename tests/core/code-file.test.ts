/** Code blocks with `file="…"` show that file's text, read from inside the project. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { compile, rejection, renderCompiled } from './helpers/mdx.ts';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-code-file-'));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};
write('docs/en/guide/_demo.ts', 'export const answer = 42;\n');
write('docs/components/Button.tsx', 'export const Button = () => null;\n');
write('src/util.ts', 'export const util = true;\n');
fs.writeFileSync(path.join(os.tmpdir(), 'quire-code-file-outside.ts'), 'secret\n');
// A monorepo around the site: its sources sit beside the project, one folder of them allowed.
const monorepo = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-code-file-repo-'));
const repoWrite = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(monorepo, rel)), { recursive: true });
  fs.writeFileSync(path.join(monorepo, rel), text);
};
repoWrite('packages/core/src/texts.ts', 'export const texts = {};\n');
repoWrite('secrets/.env', 'TOKEN=1\n');
repoWrite('website/docs/en/api/page.mdx', '');
fs.symlinkSync(path.join(monorepo, 'secrets/.env'), path.join(monorepo, 'packages/env-link'));
afterAll(() => {
  fs.rmSync(site, { recursive: true, force: true });
  fs.rmSync(monorepo, { recursive: true, force: true });
});

const at = { filePath: path.join(site, 'docs/en/guide/page.mdx'), relativePath: 'en/guide/page.mdx', projectRoot: site };
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'");

describe('code block file="…"', () => {
  test.each([
    ['./_demo.ts', 'export const answer = 42;'],
    ['/components/Button.tsx', 'export const Button = () => null;'],
    ['<root>/src/util.ts', 'export const util = true;'],
  ])('%s is read relative to the page, the docs folder or the project', async (spec, expected) => {
    const page = await compile(`# Page\n\n\`\`\`ts file="${spec}" title="demo.ts"\n\`\`\`\n`, at);
    const html = await renderCompiled(page.code);
    expect(text(html)).toBe(`Page\n${expected}`);
    expect(html).toContain('data-title="demo.ts"');
    // A change to the file must recompile the page, as a fragment's does.
    expect(page.dependencies.length).toBe(1);
  });

  test('height and fold reach the CodeBlock component', async () => {
    const page = await compile('# Page\n\n```ts fold height="350"\nx\n```\n', at);
    expect(page.code).toMatch(/fold: true[^}]*height: 350|height: 350[^}]*fold: true/);
  });

  test('an option Quire does not support stops the build at the block under markdown.strictCodeMeta', async () => {
    const error = await rejection(compile('# Page\n\n```tsx preview\nx\n```\n', { ...at, strictCodeMeta: true }));
    expect(error.message).toContain(
      'page.mdx:3:1: code block option "preview" is handled by nothing (Quire\'s options and markdown.codeMeta: title, file, lineNumbers, wrapCode, height, fold, {lines}); ' +
        'a plugin that handles it declares it in markdown.codeMeta',
    );
  });

  test('a missing file or one outside the project stops the build at the block', async () => {
    const missing = await rejection(compile('# Page\n\n```ts file="./nope.ts"\n```\n', at));
    expect(missing.message).toContain('page.mdx:3:1: code block file="./nope.ts": no file docs/en/guide/nope.ts');
    const outside = await rejection(compile('# Page\n\n```ts file="<root>/../quire-code-file-outside.ts"\n```\n', at));
    expect(outside.message).toMatch(/page\.mdx:3:1: code block file=".*": .*quire-code-file-outside\.ts is outside the project/);
  });

  describe('markdown.allowCodeFilesFrom', () => {
    const website = path.join(monorepo, 'website');
    const inWebsite = { filePath: path.join(website, 'docs/en/api/page.mdx'), relativePath: 'en/api/page.mdx', projectRoot: website };
    const allowed = { ...inWebsite, allowCodeFilesFrom: [path.join(monorepo, 'packages')] };

    test.each(['../../../../packages/core/src/texts.ts', '<root>/../packages/core/src/texts.ts'])(
      '%s, in an allowed folder beside the project, is shown as written (only its text, in the page)',
      async (spec) => {
        const page = await compile(`# Page\n\n\`\`\`ts file="${spec}"\n\`\`\`\n`, allowed);
        expect(text(await renderCompiled(page.code))).toBe('Page\nexport const texts = {};');
        expect(page.dependencies).toEqual([path.join(monorepo, 'packages/core/src/texts.ts')]);
      },
    );

    test('unlisted, a file beside the project is refused with the field to set', async () => {
      const error = await rejection(compile('# Page\n\n```ts file="<root>/../packages/core/src/texts.ts"\n```\n', inWebsite));
      expect(error.message).toContain(
        `page.mdx:3:1: code block file="<root>/../packages/core/src/texts.ts": ${path.join(monorepo, 'packages/core/src/texts.ts')} is outside the project; ` +
          'to show it, add its folder (relative to the config file) to markdown.allowCodeFilesFrom',
      );
    });

    test('a file outside every allowed folder, or a link in one that leads out, is still refused', async () => {
      const sibling = await rejection(compile('# Page\n\n```ts file="<root>/../secrets/.env"\n```\n', allowed));
      expect(sibling.message).toContain(
        `${path.join(monorepo, 'secrets/.env')} is outside the project and the folders markdown.allowCodeFilesFrom lists; to show it, add its folder`,
      );
      const link = await rejection(compile('# Page\n\n```ts file="<root>/../packages/env-link"\n```\n', allowed));
      expect(link.message).toContain(`env-link is outside the project (a symbolic link to ${path.join(monorepo, 'secrets/.env')}) and the folders`);
    });
  });
});
