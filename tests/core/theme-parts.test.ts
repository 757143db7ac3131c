import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteThemeExports } from '#core/bundler/theme-exports.ts';
import {
  aliasStatements,
  planThemeParts,
  RSPRESS_PART_ALIASES,
  RSPRESS_PARTS_SAME_NAME,
  RSPRESS_PARTS_WITHOUT_SLOT,
} from '#core/bundler/theme-parts.ts';
import * as defaultTheme from '#theme-default/index.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Writes `files` into a new theme folder and reads its entry's exports. */
function themeExports(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-theme-parts-'));
  dir = root;
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return siteThemeExports(path.join(root, 'index.tsx'), {
    displayFile: (file) => path.relative(root, file),
    read: (file) => fs.readFileSync(file, 'utf8'),
  });
}

const plan = (files: Record<string, string>) => planThemeParts(themeExports(files).exports);

describe('the Rspress part names', () => {
  it("alias Quire's parts, which the default theme exports under those names", () => {
    const names = Object.keys(defaultTheme);
    expect(Object.values(RSPRESS_PART_ALIASES).filter((part) => !names.includes(part))).toEqual([]);
    expect(RSPRESS_PARTS_SAME_NAME.filter((part) => !names.includes(part))).toEqual([]);
    // A name is either an alias, the same part, or refused: never two of them.
    const all = [...Object.keys(RSPRESS_PART_ALIASES), ...RSPRESS_PARTS_SAME_NAME, ...Object.keys(RSPRESS_PARTS_WITHOUT_SLOT)];
    expect(new Set(all).size).toBe(all.length);
    // A refused name is not one the default theme draws under that name.
    expect(Object.keys(RSPRESS_PARTS_WITHOUT_SLOT).filter((name) => names.includes(name))).toEqual([]);
  });
});

describe('a site theme exporting Rspress part names', () => {
  it("gives a function declared under an Rspress name Quire's part name too", () => {
    const { aliases, problems } = plan({
      'index.tsx': "export * from '@quire/theme-default';\nexport function PrevNextPage() {\n  return <nav>mine</nav>;\n}\n",
    });
    expect(problems).toEqual([]);
    expect(aliasStatements(aliases)).toBe('export { PrevNextPage as PrevNext };\n');
  });

  it('re-exports from the module a re-export names, under its local name', () => {
    const { aliases } = plan({
      'index.tsx': [
        "export * from '@quire/theme-default';",
        "export { MyHome as HomeLayout } from './home';",
        'const Toggle = () => null;',
        'export { Toggle as SwitchAppearance };',
        "export type { Props as NotFoundLayout } from './types';",
        '',
      ].join('\n'),
    });
    expect(aliasStatements(aliases)).toBe('export { MyHome as Home } from "./home";\nexport { Toggle as ThemeToggle };\n');
  });

  it("follows the project's own modules re-exported whole, not packages'", () => {
    const { aliases } = plan({
      'index.tsx': "export * from '@rspress/core/theme-original';\nexport * from './parts';\n",
      'parts/index.ts': "export * from './features';\n",
      'parts/features.tsx': 'export const HomeFeature = () => <section />;\nexport interface NotFoundLayout {}\n',
    });
    expect(aliasStatements(aliases)).toBe('export { HomeFeature as HomeFeatures } from "./parts";\n');
  });

  it('leaves a theme exporting only Quire names as it is', () => {
    const { aliases, problems } = plan({ 'index.tsx': "export * from '@quire/theme-default';\nexport function PrevNext() { return null; }\n" });
    expect(aliases).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('refuses a part Quire has no place for, at the export, with what to do instead', () => {
    const { problems } = plan({
      'index.tsx':
        "export * from '@quire/theme-default';\n\nexport function EditLink() {\n  return null;\n}\nexport { HomeFooter } from './footer';\n",
    });
    expect(problems.map((p) => `${p.file}:${p.position.line}:${p.position.column}: ${p.reason}`)).toEqual([
      `index.tsx:3:1: the site theme exports "EditLink", Rspress's name for a part Quire's layout has no place for, so it would never be drawn: ${RSPRESS_PARTS_WITHOUT_SLOT.EditLink}`,
      `index.tsx:6:1: the site theme exports "HomeFooter", Rspress's name for a part Quire's layout has no place for, so it would never be drawn: ${RSPRESS_PARTS_WITHOUT_SLOT.HomeFooter}`,
    ]);
    expect(RSPRESS_PARTS_WITHOUT_SLOT.EditLink).toContain('DocFooter');
  });

  it('refuses both names of one part', () => {
    const { problems } = plan({
      'index.tsx': 'export const PrevNext = () => null;\nexport const PrevNextPage = () => null;\n',
    });
    expect(problems.map((p) => p.reason)).toEqual([
      'the site theme exports both "PrevNextPage" (Rspress\'s name) and "PrevNext" (Quire\'s name) for the same part; export one of them',
    ]);
  });

  it('names the place of a syntax error in the theme', () => {
    expect(() => themeExports({ 'index.tsx': 'export const Nav = (;\n' })).toThrow(/^index\.tsx:1:21: /);
  });
});
