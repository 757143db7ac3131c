/**
 * Pages written for Rspress import components and hooks from `@rspress/core/theme`,
 * `@rspress/core/runtime` and their older names `rspress/theme`, `rspress/runtime`. The bundler
 * resolves these to Quire's equivalents (`@quire/theme-default/rspress-theme`,
 * `@quire/runtime/rspress-runtime`); a name Quire does not provide is an error at the import, not
 * a component that is `undefined` when the page renders.
 */
import type { ImportDeclaration, Program } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { Plugin } from 'unified';
import { QuireError } from '../utils/errors.js';
import { walk } from './walk.js';

export const RSPRESS_THEME_EXPORTS = [
  'Badge',
  'BrowserOnly',
  'Callout',
  'CodeBlockRuntime',
  'getCustomMDXComponent',
  'Head',
  'HomeHero',
  'Layout',
  'Link',
  'Nav',
  'NoSSR',
  'Outline',
  'Overview',
  'OverviewGroup',
  'PackageManagerTabs',
  'PageTab',
  'PageTabs',
  'Prompt',
  'renderInlineMarkdown',
  'Sidebar',
  'SourceCode',
  'Steps',
  'SvgWrapper',
  'Tab',
  'Tabs',
  'Tag',
] as const;

export const RSPRESS_RUNTIME_EXPORTS = [
  'BrowserOnly',
  'Head',
  'NoSSR',
  'isEqualPath',
  'useDark',
  'useFrontmatter',
  'useI18n',
  'useLang',
  'useLocation',
  'useNavigate',
  'usePage',
  'usePageData',
  'useSite',
  'useVersion',
  'withBase',
] as const;

/** Module specifier → the names Quire provides for it. */
export const RSPRESS_MODULES: Readonly<Record<string, readonly string[]>> = {
  '@rspress/core/theme': RSPRESS_THEME_EXPORTS,
  '@rspress/core/theme-original': RSPRESS_THEME_EXPORTS,
  'rspress/theme': RSPRESS_THEME_EXPORTS,
  '@rspress/core/runtime': RSPRESS_RUNTIME_EXPORTS,
  'rspress/runtime': RSPRESS_RUNTIME_EXPORTS,
};

/** Rspress names Quire leaves out on purpose, with what a page does instead. */
const INSTEAD: Readonly<Record<string, string>> = {
  usePages:
    "Quire does not ship every page's data to the browser: a page or component that lists pages imports them, or the list is written in the page",
};

export interface UnsupportedImport {
  module: string;
  name: string;
  line?: number;
  column?: number;
}

/** Names imported from an Rspress module that Quire does not provide (a namespace import counts as every name). */
export function unsupportedImports(program: Program): UnsupportedImport[] {
  const found: UnsupportedImport[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const module = String((statement as ImportDeclaration).source.value);
    const provided = RSPRESS_MODULES[module];
    if (!provided) continue;
    for (const s of statement.specifiers) {
      const name = s.type === 'ImportSpecifier' ? (s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value)) : 'default';
      if (s.type !== 'ImportNamespaceSpecifier' && provided.includes(name)) continue;
      const where = s.loc?.start;
      found.push({
        module,
        name: s.type === 'ImportNamespaceSpecifier' ? '*' : name,
        line: where?.line,
        column: where ? where.column + 1 : undefined,
      });
    }
  }
  return found;
}

export const remarkRspressImports: Plugin<[], Root> = () => (tree, file) => {
  walk<Nodes>(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    const program = node.data?.estree as Program | undefined;
    const [first] = program ? unsupportedImports(program) : [];
    if (!first) return;
    const what = first.name === '*' ? `import * from "${first.module}"` : `"${first.name}" from "${first.module}"`;
    const instead = INSTEAD[first.name] ? `: ${INSTEAD[first.name]}` : '';
    throw new QuireError(`${what} is not provided by Quire${instead} (it provides: ${RSPRESS_MODULES[first.module].join(', ')})`, {
      file: file.path,
      position: first.line ? { line: first.line, column: first.column ?? 1 } : node.position?.start,
    });
  });
};
