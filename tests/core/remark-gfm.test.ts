/** GFM in page compiles: the autolink-literal pass runs only on trees with a text node it could match, with the same output. */
import type { Root } from 'mdast';
import { describe, expect, test } from 'vitest';
import { parseMdx } from '#core/markdown/parse.ts';
import { mayHoldAutolinkLiteral } from '#core/markdown/remark-gfm.ts';
import { compile, renderCompiled } from './helpers/mdx.ts';

const md = { filePath: '/site/docs/en/guide/page.md', relativePath: 'en/guide/page.md' };

describe('the autolink-literal pass', () => {
  test.each([
    ['a sentence', 'Plain words, which have w and h and dots. www and http alone.', false],
    ['an address only in inline code', 'Install `@scope/pkg` or `https://x.dev`.', false],
    ['an address only as a link destination', 'See [the site](https://x.dev) and ![a](http://x.dev/a.png).', false],
    ['an email', 'Write to team@example.com.', true],
    ['a package name in text', 'The @scope/pkg package.', true],
    ['www in capitals', 'Open WWW.EXAMPLE.COM now.', true],
    ['an http URL', 'Open http://example.com now.', true],
    ['an HTTPS URL in capitals', 'Open HTTPS://example.com now.', true],
    ['a URL as a link text', 'See [https://x.dev](https://x.dev).', true],
    ['a URL in a table cell', '| a |\n| - |\n| www.x.dev |', true],
  ])('%s: runs %s', (_name, source, runs) => {
    expect(mayHoldAutolinkLiteral(parseMdx(source, '/site/page.md') as Root)).toBe(runs);
  });

  test.each([
    ['www', 'Open www.example.com now.', '<p>Open <a href="http://www.example.com">www.example.com</a> now.</p>'],
    ['WWW', 'Open WWW.EXAMPLE.COM now.', '<p>Open <a href="http://WWW.EXAMPLE.COM">WWW.EXAMPLE.COM</a> now.</p>'],
    ['https', 'Open https://example.com/a?b=1 now.', '<p>Open <a href="https://example.com/a?b=1">https://example.com/a?b=1</a> now.</p>'],
    ['HTTP', 'Open HTTP://example.com now.', '<p>Open <a href="HTTP://example.com">HTTP://example.com</a> now.</p>'],
    ['an email', 'Write to team@example.com.', '<p>Write to <a href="mailto:team@example.com">team@example.com</a>.</p>'],
    [
      'mailto (as remark-gfm: the address only)',
      'Write to mailto:team@example.com.',
      '<p>Write to mailto:<a href="mailto:team@example.com">team@example.com</a>.</p>',
    ],
    [
      'xmpp (as remark-gfm: the address only)',
      'Chat at xmpp:team@example.com.',
      '<p>Chat at xmpp:<a href="mailto:team@example.com">team@example.com</a>.</p>',
    ],
    ['in quotes (found by the pass, not the parser)', 'Say "www.x.dev".', '<p>Say &quot;<a href="http://www.x.dev">www.x.dev</a>&quot;.</p>'],
    ['in brackets', 'See [www.x.dev].', '<p>See [<a href="http://www.x.dev">www.x.dev</a>].</p>'],
    ['struck through', '~~www.x.dev~~', '<p><del><a href="http://www.x.dev">www.x.dev</a></del></p>'],
    ['an email in emphasis', '_team@example.com_', '<p><em><a href="mailto:team@example.com">team@example.com</a></em></p>'],
    ['none', 'Plain `team@example.com` and [x](https://x.dev).', '<p>Plain <code>team@example.com</code> and <a href="https://x.dev">x</a>.</p>'],
  ])('%s in text is still a link where GFM makes one', async (_name, source, html) => {
    for (const overrides of [md, {}]) expect(await renderCompiled((await compile(`${source}\n`, overrides)).code)).toBe(html);
  });

  test('the rest of GFM is unchanged: tables, task lists, strikethrough, footnotes', async () => {
    const page = await compile('| a | b |\n| :- | -: |\n| 1 | 2 |\n\n- [x] done\n\n~~gone~~ text[^1]\n\n[^1]: Note.\n', md);
    const html = await renderCompiled(page.code);
    expect(html).toContain('<table><thead><tr><th style="text-align:left">a</th><th style="text-align:right">b</th></tr></thead>');
    expect(html).toContain('<input type="checkbox" disabled="" checked=""/> done');
    expect(html).toContain('<del>gone</del>');
    expect(html).toMatch(/<sup><a href="#user-content-fn-1"[^>]*>1<\/a><\/sup>/);
  });
});
