import { describe, expect, it, vi } from 'vitest';
import { compileRedirects, findRedirect, literalPath } from '../../packages/runtime/src/shared/redirects';

const langs = ['en', 'zh'];
const rules = compileRedirects([
  { from: ['/config/source/alias'], to: '/config/resolve/alias' },
  { from: ['/config/source/alias-strategy'], to: '/config/resolve/alias-strategy' },
  { from: ['/old/(.*)', '/legacy'], to: '/guide/start/' },
  { from: ['/plugins/list/plugin-assets-retry'], to: 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry' },
]);

describe('findRedirect', () => {
  it.each([
    ['/config/source/alias', '/config/resolve/alias'],
    ['/config/source/alias/', '/config/resolve/alias'],
    ['/config/source/alias.html', '/config/resolve/alias'],
    ['/config/source/alias-strategy', '/config/resolve/alias-strategy'],
    ['/zh/config/source/alias', '/zh/config/resolve/alias'],
    ['/old/anything/here', '/guide/start/'],
    ['/zh/legacy', '/zh/guide/start/'],
    ['/plugins/list/plugin-assets-retry', 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry'],
    ['/zh/plugins/list/plugin-assets-retry', 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry'],
    ['/config/source/aliasx', undefined],
    ['/guide/start/', undefined],
  ])('%s → %s', (path, expected) => {
    expect(findRedirect(path, rules, langs, 'en')).toBe(expected);
  });
});

describe('compileRedirects', () => {
  it('skips a pattern that is not a regular expression with a warning, and keeps the rest', () => {
    const warn = vi.fn();
    const compiled = compileRedirects(
      [
        { from: ['/bad/(unclosed'], to: '/x' },
        { from: ['/good'], to: '/y' },
      ],
      warn,
    );
    expect(warn).toHaveBeenCalledWith('/bad/(unclosed', expect.any(Error));
    expect(compiled).toHaveLength(1);
    expect(findRedirect('/good', compiled, langs, 'en')).toBe('/y');
  });

  it('warns on the console by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    compileRedirects([{ from: ['['], to: '/x' }]);
    expect(spy.mock.calls[0][0]).toMatch(/redirect rule skipped: "\[" is not a valid regular expression/);
    spy.mockRestore();
  });
});

describe('literalPath', () => {
  it.each([
    ['/config/source/alias', '/config/source/alias'],
    ['/a\\.b', '/a.b'],
    ['/old/(.*)', undefined],
    ['^/x$', undefined],
  ])('%s → %s', (pattern, expected) => {
    expect(literalPath(pattern)).toBe(expected);
  });
});
