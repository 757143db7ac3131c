/** Rspress's texts beside the content: i18n.json and each language's _nav.json. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readI18nTexts, readNavFile, translateLabel, withFolderNav } from '#core/project/folder-texts.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-folder-texts-'));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('i18n.json', () => {
  it('reads { key: { lang: text } } and translates labels that are keys', () => {
    write('ok/i18n.json', JSON.stringify({ guide: { en: 'Guide', zh: '指南' } }));
    const texts = readI18nTexts(path.join(root, 'ok'));
    expect(translateLabel('guide', 'zh', texts)).toBe('指南');
    expect(translateLabel('guide', 'fr', texts)).toBe('guide');
    expect(translateLabel('Other', 'zh', texts)).toBe('Other');
    expect(readI18nTexts(path.join(root, 'none'))).toEqual({});
  });

  it('a malformed file is an error naming it', () => {
    write('bad/i18n.json', JSON.stringify({ guide: 'Guide' }));
    expect(() => readI18nTexts(path.join(root, 'bad'))).toThrow(/bad\/i18n\.json.*"guide" must map each language to a text/);
    write('broken/i18n.json', '{');
    expect(() => readI18nTexts(path.join(root, 'broken'))).toThrow(/broken\/i18n\.json.*invalid JSON/);
  });
});

describe('_nav.json', () => {
  const nav = [
    { text: 'Guide', link: '/guide/', activeMatch: '/guide/' },
    { text: 'More', items: [{ text: 'Blog', link: '/blog/' }] },
  ];

  it('is read per language and is the nav of a language whose config sets none', () => {
    write('docs/en/_nav.json', JSON.stringify(nav));
    const read = readNavFile(path.join(root, 'docs/en'));
    expect(read).toEqual(nav);
    expect(readNavFile(path.join(root, 'docs/zh'))).toBeUndefined();
    const themeConfig = {
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', nav: [{ text: '配置', link: '/x' }] },
      ],
    };
    const navs = new Map([
      ['en', nav],
      ['zh', nav],
    ]);
    expect(withFolderNav(themeConfig, navs)).toEqual({
      locales: [
        { lang: 'en', label: 'English', nav },
        { lang: 'zh', nav: [{ text: '配置', link: '/x' }] },
      ],
    });
    const configured = { nav: [{ text: 'Configured', link: '/' }] };
    expect(withFolderNav(configured, navs)).toBe(configured);
  });

  it('an entry without text, or without link and items, is an error naming the file', () => {
    write('docs/fr/_nav.json', JSON.stringify([{ text: 'Guide' }]));
    expect(() => readNavFile(path.join(root, 'docs/fr'))).toThrow(/fr\/_nav\.json.*\[0\] needs a "link" or "items"/);
    write('docs/de/_nav.json', JSON.stringify([{ text: 'A', items: [{ link: '/x' }] }]));
    expect(() => readNavFile(path.join(root, 'docs/de'))).toThrow(/\[0\]\.items\[0\] must be an object with a "text"/);
  });
});
