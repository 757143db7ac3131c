import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXTS, themeConfigFor } from '../../packages/theme-default/src/logic/theme-config';

const raw = () => ({
  prevPageText: 'Back',
  editLink: { docRepoBaseUrl: 'https://example.com/edit/', text: 'Edit' },
  locales: [{ lang: 'zh', prevPageText: '上一页', sidebar: { '/': [] } }],
});

describe('themeConfigFor', () => {
  it('takes a text from the locale, else the top level, else the default', () => {
    const config = raw();
    expect(themeConfigFor(config, 'zh').texts.prevPageText).toBe('上一页');
    expect(themeConfigFor(config, 'en').texts.prevPageText).toBe('Back');
    expect(themeConfigFor(config, 'en').texts.nextPageText).toBe(DEFAULT_TEXTS.nextPageText);
    expect(themeConfigFor(config, 'en').texts.editLinkText).toBe('Edit');
    expect(themeConfigFor(config, 'zh').sidebar).toEqual({ '/': [] });
  });

  it('resolves once per config object and language (every render of every page asks)', () => {
    const config = raw();
    expect(themeConfigFor(config, 'en')).toBe(themeConfigFor(config, 'en'));
    expect(themeConfigFor(config, 'zh')).not.toBe(themeConfigFor(config, 'en'));
    // A hot update of the config brings a new object, which is resolved afresh.
    const edited = { ...raw(), prevPageText: 'Earlier' };
    expect(themeConfigFor(edited, 'en').texts.prevPageText).toBe('Earlier');
  });
});
