import { describe, expect, test } from 'vitest';
import { QuireError } from '#core/utils/errors.ts';
import { compile, rejection, renderMdx } from './helpers/mdx.ts';

describe('containers', () => {
  test.each([
    [':::tip\nhello\n:::\n', '<aside data-type="tip"><p>hello</p></aside>'],
    [':::tip\n\nhello\n\n:::\n', '<aside data-type="tip"><p>hello</p></aside>'],
    [':::info\nhello\n:::\n', '<aside data-type="info"><p>hello</p></aside>'],
    [':::note\nhello\n:::\n', '<aside data-type="note"><p>hello</p></aside>'],
    [':::danger\nhello\n:::\n', '<aside data-type="danger"><p>hello</p></aside>'],
    [':::caution\nhello\n:::\n', '<aside data-type="caution"><p>hello</p></aside>'],
    [':::warning Title\nbody\n:::\n', '<aside data-type="warning" data-title="Title"><p>body</p></aside>'],
    [':::warning Be careful here\n\nbody\n\n:::\n', '<aside data-type="warning" data-title="Be careful here"><p>body</p></aside>'],
    [':::details\nsecret\n:::\n', '<aside data-type="details"><p>secret</p></aside>'],
    [':::details Show more\n\n- a\n- b\n\n:::\n', '<aside data-type="details" data-title="Show more"><ul>\n<li>a</li>\n<li>b</li>\n</ul></aside>'],
    [':::tip\nsome **bold** text\n:::\n', '<aside data-type="tip"><p>some <strong>bold</strong> text</p></aside>'],
    [':::tip\n\nfirst\n\nsecond\n\n:::\n', '<aside data-type="tip"><p>first</p><p>second</p></aside>'],
    ['before\n\n:::tip\nin\n:::\n\nafter\n', '<p>before</p>\n<aside data-type="tip"><p>in</p></aside>\n<p>after</p>'],
    ['::: tip\nspaced\n:::\n', '<aside data-type="tip"><p>spaced</p></aside>'],
    [':::tip\n\n- item\n- two\n\n:::\n', '<aside data-type="tip"><ul>\n<li>item</li>\n<li>two</li>\n</ul></aside>'],
    [':::tip\n## Head\n:::\n', '<aside data-type="tip"><h2 id="head">Head</h2></aside>'],
    ['> :::tip\n> quoted\n> :::\n', '<blockquote>\n<aside data-type="tip"><p>quoted</p></aside>\n</blockquote>'],
    [':::important\nhello\n:::\n', '<aside data-type="important"><p>hello</p></aside>'],
    [':::tip{title="Custom title"}\nhello\n:::\n', '<aside data-type="tip" data-title="Custom title"><p>hello</p></aside>'],
    [":::warning{title='Single'}\n\nbody\n\n:::\n", '<aside data-type="warning" data-title="Single"><p>body</p></aside>'],
    [':::details{title=More}\nbody\n:::\n', '<aside data-type="details" data-title="More"><p>body</p></aside>'],
    ['> :::tip{title="Quoted"}\n> in\n> :::\n', '<blockquote>\n<aside data-type="tip" data-title="Quoted"><p>in</p></aside>\n</blockquote>'],
    ['> [!NOTE]\n> Useful.\n', '<aside data-type="note"><p>Useful.</p></aside>'],
    ['> [!TIP]\n> One.\n>\n> Two.\n', '<aside data-type="tip"><p>One.</p><p>Two.</p></aside>'],
    ['> [!important]\n> Key.\n', '<aside data-type="important"><p>Key.</p></aside>'],
    ['> [!WARNING]\n>\n> - a\n', '<aside data-type="warning"><ul>\n<li>a</li>\n</ul></aside>'],
    ['> [!CAUTION]\n> Risk.\n', '<aside data-type="caution"><p>Risk.</p></aside>'],
    // Rspress's alerts for its other container types.
    ['> [!INFO]\n> Know this.\n', '<aside data-type="info"><p>Know this.</p></aside>'],
    ['> [!DANGER]\n> Data loss.\n', '<aside data-type="danger"><p>Data loss.</p></aside>'],
    ['> [!DETAILS]\n> Hidden.\n', '<aside data-type="details"><p>Hidden.</p></aside>'],
    ['> [!danger]\n> Lower case.\n', '<aside data-type="danger"><p>Lower case.</p></aside>'],
    ['> [!OTHER]\n> Plain quote.\n', '<blockquote>\n<p>[!OTHER]\nPlain quote.</p>\n</blockquote>'],
    ['> Not an [!NOTE] alert.\n', '<blockquote>\n<p>Not an [!NOTE] alert.</p>\n</blockquote>'],
    ['```md\n:::tip{title="In code"}\n:::\n```\n', 'CODE'],
  ])('%j', async (source, html) => {
    const rendered = await renderMdx(source);
    // In a code block the line stays as written: no escaping backslash.
    if (html === 'CODE') expect(rendered.replace(/<[^>]+>/g, '')).toContain(':::tip{title="In code"}');
    else expect(rendered).toBe(html);
  });

  test.each([
    [
      'same-paragraph inner',
      ':::details\nA\n\n:::tip\ninner\n:::\n\nB\n:::\n',
      '<aside data-type="details"><p>A</p><aside data-type="tip"><p>inner</p></aside><p>B</p></aside>',
    ],
    [
      'titled outer, blank-line inner',
      ':::details Outer\n\n:::tip Inner\n\ninner\n\n:::\n\n:::\n',
      '<aside data-type="details" data-title="Outer"><aside data-type="tip" data-title="Inner"><p>inner</p></aside></aside>',
    ],
    [
      'two inner containers',
      ':::details\n\n:::tip\none\n:::\n\n:::warning\ntwo\n:::\n\n:::\n',
      '<aside data-type="details"><aside data-type="tip"><p>one</p></aside><aside data-type="warning"><p>two</p></aside></aside>',
    ],
    [
      'three levels',
      ':::details\n\n:::tip\n\n:::info\ndeep\n:::\n\n:::\n\n:::\n',
      '<aside data-type="details"><aside data-type="tip"><aside data-type="info"><p>deep</p></aside></aside></aside>',
    ],
  ])('nested: %s', async (_name, source, html) => {
    expect(await renderMdx(source)).toBe(html);
  });

  test('a code block inside a container', async () => {
    const html = await renderMdx(':::warning\n```js\nx\n```\n:::\n');
    expect(html).toMatch(
      /^<aside data-type="warning"><figure data-lang="js"><pre class="shiki[^"]*"[^>]*><code>.*<\/code><\/pre><\/figure><\/aside>$/s,
    );
  });

  test.each([
    [
      '# T\n\n:::unknown\ntext\n:::\n',
      3,
      'unknown container type ":::unknown" (supported: tip, info, note, important, warning, caution, danger, details)',
    ],
    [':::tipx\ntext\n:::\n', 1, 'unknown container type ":::tipx"'],
    [':::tip{open}\ntext\n:::\n', 1, 'container ":::tip{open}": the only attribute is title="…"'],
  ])('an unsupported container is an error naming its line: %j', async (source, line, message) => {
    const error = await rejection(compile(source));
    expect(error.message).toContain(`/site/docs/en/guide/page.mdx:${line}:1: ${message}`);
  });

  test.each([['text ::: tip\n', '<p>text ::: tip</p>']])('not a container: %j', async (source, html) => {
    expect(await renderMdx(source)).toBe(html);
  });

  test.each([
    ['# T\n\ntext\n\n:::tip\nnever closed\n', 'tip', 5],
    [':::warning Title\n\nbody\n', 'warning', 1],
    ['# T\n\n:::details Outer\n\n:::tip Inner\n\ninner\n\n:::\n', 'details', 3],
    ['# T\n\n:::details\n\n:::tip\n\ninner\n', 'details', 3],
  ])('unclosed %j → QuireError with line', async (source, type, line) => {
    const error = await rejection(compile(source));
    expect(error).toBeInstanceOf(QuireError);
    expect((error as QuireError).position?.line).toBe(line);
    expect(error.message).toContain(`/site/docs/en/guide/page.mdx:${line}:1: `);
    expect(error.message).toContain(`container ":::${type}" is never closed`);
  });
});
