/**
 * `quire eject`: every component the default theme exports ejects into a site's theme folder as
 * files whose imports all resolve (to each other, or to names the package exports), and the
 * theme's index then exports the copy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ejectableComponents, ejectComponent, planEject, themeSources, wireExport } from '#core/eject/eject.ts';
import { exportedNames, importDeclarations, importedNames } from '#core/eject/module-imports.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project that has the default theme installed, as a site has. */
function project(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-eject-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'package.json'), '{}');
  fs.mkdirSync(path.join(dir, 'node_modules/@quire'), { recursive: true });
  fs.symlinkSync(path.join(root, 'packages/theme-default'), path.join(dir, 'node_modules/@quire/theme-default'));
  fs.symlinkSync(path.join(root, 'packages/runtime'), path.join(dir, 'node_modules/@quire/runtime'));
  fs.symlinkSync(path.join(root, 'node_modules/react'), path.join(dir, 'node_modules/react'));
  return dir;
}

describe('reading imports and exports', () => {
  it('finds declarations, their names and type-only exports', () => {
    const source = "import { a, type B as C } from './x';\nimport './y.css';\nexport * from 'z';\nexport function f() {}\nexport { d } from './d';\n";
    expect(importDeclarations(source).map((d) => [d.keyword, d.clause, d.specifier])).toEqual([
      ['import', '{ a, type B as C }', './x'],
      ['import', '', './y.css'],
      ['export', '*', 'z'],
      ['export', '{ d }', './d'],
    ]);
    expect(importedNames('{ a, type B as C }')).toEqual(['a', 'B']);
    expect(importedNames('* as ns')).toBeUndefined();
    const entry = "import { Badge } from './components/Badge';\nexport { Nav as TopNav, type NavProps } from './Nav/Nav';\nexport { Badge };\n";
    expect([...exportedNames(entry)]).toEqual([
      ['TopNav', { specifier: './Nav/Nav', type: false }],
      ['NavProps', { specifier: './Nav/Nav', type: true }],
      ['Badge', { specifier: './components/Badge', type: false }],
    ]);
  });
});

describe('quire eject', () => {
  const sources = themeSources(project());

  it('offers the layout and every part it draws, and no types', () => {
    const names = ejectableComponents(sources);
    for (const part of ['Layout', 'Nav', 'NavTitle', 'Sidebar', 'Outline', 'DocFooter', 'PrevNext', 'Footer', 'HomeHero', 'NotFound', 'Badge']) {
      expect(names).toContain(part);
    }
    expect(names).not.toContain('LayoutSlots');
    expect(names).not.toContain('useThemeConfig');
  });

  it.each(ejectableComponents(themeSources(project())))('%s: every import of the copies resolves', (name) => {
    const plan = planEject(sources, name);
    const problems: string[] = [];
    for (const [file, text] of plan.files) {
      for (const { clause, specifier } of importDeclarations(text)) {
        if (specifier.startsWith('.')) {
          const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
          if (![target, ...['.ts', '.tsx'].map((ext) => target + ext)].some((t) => plan.files.has(t))) problems.push(`${file}: ${specifier}`);
        } else if (specifier === '@quire/theme-default') {
          for (const n of importedNames(clause) ?? []) if (!sources.exports.has(n)) problems.push(`${file}: ${n} is not exported`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(plan.files.has(plan.entry)).toBe(true);
  });

  it('writes the copies, exports the component from the theme index and refuses to overwrite an edited copy', () => {
    const dir = project();
    fs.mkdirSync(path.join(dir, 'theme'));
    fs.writeFileSync(path.join(dir, 'theme/index.tsx'), "export * from '@quire/theme-default';\nexport function Extra() {}");
    const result = ejectComponent(dir, 'theme', 'DocFooter');
    expect(result.written).toContain(path.join('theme', 'DocFooter', 'DocFooter.tsx'));
    expect(result.unresolved).toEqual([]);
    const index = fs.readFileSync(path.join(dir, 'theme/index.tsx'), 'utf8');
    expect(index).toBe("export * from '@quire/theme-default';\nexport function Extra() {}\nexport { DocFooter } from './DocFooter/DocFooter';\n");
    const copy = fs.readFileSync(path.join(dir, 'theme/DocFooter/DocFooter.tsx'), 'utf8');
    expect(copy).toContain("import { useThemeConfig } from '@quire/theme-default';");
    expect(copy).not.toContain('../logic/');
    // Ejecting again changes nothing; an edited copy is never overwritten.
    expect(ejectComponent(dir, 'theme', 'DocFooter').written).toEqual([]);
    expect(fs.readFileSync(path.join(dir, 'theme/index.tsx'), 'utf8')).toBe(index);
    fs.appendFileSync(path.join(dir, 'theme/DocFooter/DocFooter.tsx'), '// edited\n');
    expect(() => ejectComponent(dir, 'theme', 'DocFooter')).toThrow(/DocFooter\/DocFooter\.tsx exists in the theme folder/);
    expect(() => ejectComponent(dir, 'theme', 'LayoutSlots')).toThrow(/not a component of @quire\/theme-default/);
  });

  it('creates a theme index that re-exports the default theme', () => {
    expect(wireExport(undefined, 'Outline', 'Outline/Outline.tsx')).toBe(
      "export * from '@quire/theme-default';\nexport { Outline } from './Outline/Outline';\n",
    );
  });
});
