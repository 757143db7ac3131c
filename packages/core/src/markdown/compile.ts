/**
 * One content file in, one ES module out: the MDX pipeline with every transform this
 * framework adds, and the data the page record needs (title, outline, frontmatter),
 * gathered in the same pass.
 */
import path from 'node:path';
import { compile, remarkFrontmatter, VFile } from './libraries.js';
import type { Root } from 'mdast';
import type { ShikiTransformer } from 'shiki';
import type { PluggableList, Plugin } from 'unified';
import { type SourcePosition, toQuireError } from '../utils/errors.js';
import { type Frontmatter, parseFrontmatter } from './frontmatter.js';
import { rehypeHeadingSlugs, remarkHeadingIds } from './heading-ids.js';
import type { StoredHighlights } from './highlight-memo.js';
import { type ExtraLanguage, getHighlighter, languageTable } from './highlighter.js';
import type { SiteThemes } from './site-code-themes.js';
import { withLocatedFailure } from './locate-failure.js';
import { prepareSource } from './parse.js';
import { rehypeCode } from './rehype-code.js';
import { type ComponentReference, remarkComponentRefs } from './remark-component-refs.js';
import { remarkDepthLimit } from './remark-depth-limit.js';
import { type PageLink, rehypePageLinks } from './rehype-page-links.js';
import { rehypeSearchText } from './rehype-search-text.js';
import { rehypeToc, type TocItem } from './rehype-toc.js';
import { rehypeUnclaimedCode } from './rehype-unclaimed-code.js';
import { remarkContainers } from './remark-containers.js';
import { remarkFragments } from './remark-fragments.js';
import { remarkGfm } from './remark-gfm.js';
import { remarkLinks } from './remark-links.js';
import { recmaExportLast } from './recma-export-last.js';
import { remarkModuleUse } from './remark-module-use.js';
import { type PageImage, remarkPageImages } from './remark-page-images.js';
import { remarkInlineScripts } from './remark-inline-scripts.js';
import { rawHtmlPlugins } from './rehype-raw-html.js';
import { remarkRspressImports } from './rspress-imports.js';
import { type PluginWatch, SitePluginRun } from './site-plugins.js';

export interface CompileOptions {
  /** Absolute path of the file, used in error messages and to resolve imports. */
  filePath: string;
  /** Path relative to the docs root, such as `en/guide/start/index.mdx`. */
  relativePath: string;
  /** The project's folder: fragments are read from inside it only (`utils/project-boundary.ts`). */
  projectRoot: string;
  lang: string;
  langs: readonly string[];
  defaultLang: string;
  /** A versioned site's versions, its default one and the page's (links get the page's version prefix). Unset: no versions. */
  versions?: readonly string[];
  defaultVersion?: string;
  version?: string;
  showLineNumbers?: boolean;
  defaultWrapCode?: boolean;
  /** `'mdx'`: a `.md` page is MDX too; otherwise it is Markdown with raw HTML, as Rspress reads it (`markdown.format`). */
  format?: 'detect' | 'mdx';
  /** A code block option nothing handles stops the compile instead of being a warning. */
  strictCodeMeta?: boolean;
  /** `<script>` elements and `srcdoc` attributes in content are errors unless this is set. */
  allowInlineScripts?: boolean;
  /** Absolute folders outside the project whose files a code block's `file="…"` may show (`markdown.allowCodeFilesFrom`). */
  allowCodeFilesFrom?: readonly string[];
  /** The site's `base`: published images are addressed under it. @default '/' */
  base?: string;
  /** Dev server: MDX's development output, whose missing-component errors name file and place. */
  development?: boolean;
  /**
   * What the site's Markdown extensions are (`MarkdownExtensions`), as the caches know them:
   * their code's origin and versions and their options (`config/code-identity.ts`). Unset: none.
   */
  extensions?: string;
}

/** What a site adds to the pipeline: `markdown.*` in its config and its plugins' `markdown`. */
export interface MarkdownExtensions {
  /** Run after the framework's own remark plugins. */
  remarkPlugins: PluggableList;
  /** Run after the framework's own rehype plugins. */
  rehypePlugins: PluggableList;
  /** The config field of each of `remarkPlugins` (`markdown.remarkPlugins[0]`), which its errors name. */
  remarkFields: readonly string[];
  /** The config field of each of `rehypePlugins`. */
  rehypeFields: readonly string[];
  /** `themes` unset: GitHub's light and dark themes, as one theme of variables. */
  shiki: { langs: readonly ExtraLanguage[]; transformers: readonly ShikiTransformer[]; themes?: SiteThemes };
  /** Code block meta options the site's plugins handle, accepted besides Quire's own. */
  codeMeta: readonly string[];
}

export const NO_MARKDOWN_EXTENSIONS: MarkdownExtensions = {
  remarkPlugins: [],
  rehypePlugins: [],
  remarkFields: [],
  rehypeFields: [],
  shiki: { langs: [], transformers: [] },
  codeMeta: [],
};

export interface CompiledPage {
  /** ES module: `export default function MDXContent`. */
  code: string;
  title: string;
  toc: TocItem[];
  frontmatter: Frontmatter;
  /** Files this page's output is made from besides its source: inlined fragments, code files, images beside it. */
  dependencies: string[];
  /** Images beside the page, published under a name from their bytes (`remark-page-images.ts`). */
  images: PageImage[];
  /** Plain text of the page (code included), for the search index. */
  searchText: string;
  /** The id of every heading on the page, h1 to h6: what a link's `#anchor` may name. */
  anchors: string[];
  /**
   * Links and images of the final tree, after every Markdown plugin (internal ones rewritten to
   * routes, images as written), with the place of those the writer wrote.
   */
  links: PageLink[];
  /** Components used without an import: the theme must provide them. */
  components: ComponentReference[];
  /**
   * The page has ESM of its own or `import` in an expression. When false, the module imports only
   * what MDX adds and ends with `export default MDXContent;`, so a build may run it unbundled.
   */
  usesModules: boolean;
  /** What the compile let pass but the writer should hear about (a code block option nothing handles), with its place. */
  warnings: CompileWarning[];
  /** Code blocks this compile highlighted, by `highlightKey`: the compile cache keeps them for the page's next compile. */
  highlighted?: Array<[string, string]>;
}

/** What the build reads of every page besides its code: the compile cache keeps the code apart. */
export type CompiledSummary = Omit<CompiledPage, 'code' | 'highlighted'>;

/** A compiled page's summary without its search text, which a page's data and checks do not need. */
export type CompiledFacts = Omit<CompiledSummary, 'searchText'>;

export interface CompileWarning {
  message: string;
  position?: SourcePosition;
}

declare module 'vfile' {
  interface DataMap {
    warnings: CompileWarning[];
  }
}

const remarkReadFrontmatter: Plugin<[], Root> = () => (tree, file) => {
  file.data.frontmatter = parseFrontmatter(tree, file.path);
};

declare module 'vfile' {
  interface DataMap {
    frontmatter: Frontmatter;
  }
}

/** The docs folder: the page's path without its path relative to that folder. */
function docsRootOf(options: CompileOptions): string {
  const depth = options.relativePath.split('/').length;
  return path.resolve(options.filePath, ...Array<string>(depth).fill('..'));
}

/**
 * `extensions` must be the ones `options.extensions` names: the compile cache keys on that name.
 * `stored`: code blocks highlighted in earlier runs; `watch`: told when the compile enters and
 * leaves each of the site's plugins (for the compile time limit).
 */
export async function compileMdx(
  source: string,
  options: CompileOptions,
  extensions = NO_MARKDOWN_EXTENSIONS,
  stored?: StoredHighlights,
  watch?: PluginWatch,
): Promise<CompiledPage> {
  const dependencies: string[] = [];
  const file = new VFile({ path: options.filePath, value: prepareSource(source) });
  const sitePlugins = new SitePluginRun(watch);
  const format = options.format !== 'mdx' && options.filePath.endsWith('.md') ? 'md' : 'mdx';
  try {
    const languages = languageTable(extensions.shiki.langs);
    const out = await compile(file, {
      format,
      development: options.development ?? false,
      providerImportSource: '@mdx-js/react',
      remarkPlugins: [
        [remarkFrontmatter, ['yaml']],
        remarkGfm,
        remarkReadFrontmatter,
        [remarkFragments, { projectRoot: options.projectRoot, onDependency: (f: string) => dependencies.push(f) }],
        remarkDepthLimit,
        ...(options.allowInlineScripts ? [] : [remarkInlineScripts]),
        remarkComponentRefs,
        remarkRspressImports,
        remarkModuleUse,
        remarkHeadingIds,
        remarkContainers,
        [remarkLinks, options],
        [remarkPageImages, { projectRoot: options.projectRoot, base: options.base ?? '/', onDependency: (f: string) => dependencies.push(f) }],
        ...sitePlugins.wrap(extensions.remarkPlugins, extensions.remarkFields),
      ],
      rehypePlugins: [
        // Before the raw HTML is parsed, as Rspress slugs: HTML written in a heading adds nothing to its id.
        rehypeHeadingSlugs,
        ...(format === 'md' ? rawHtmlPlugins(options.allowInlineScripts ?? false) : []),
        rehypeSearchText,
        [
          rehypeCode,
          {
            highlighter: getHighlighter,
            stored,
            showLineNumbers: options.showLineNumbers ?? false,
            defaultWrapCode: options.defaultWrapCode ?? false,
            languages,
            transformers: extensions.shiki.transformers,
            themes: extensions.shiki.themes,
            codeMeta: extensions.codeMeta,
            strictCodeMeta: options.strictCodeMeta ?? false,
            codeFiles: {
              docsRoot: docsRootOf(options),
              projectRoot: options.projectRoot,
              allowedFolders: options.allowCodeFilesFrom ?? [],
              onDependency: (f: string) => dependencies.push(f),
            },
          },
        ],
        rehypeToc,
        ...sitePlugins.wrap(extensions.rehypePlugins, extensions.rehypeFields),
        [rehypeUnclaimedCode, { languages }],
        rehypePageLinks,
      ],
      recmaPlugins: [recmaExportLast],
    });
    const frontmatter = out.data.frontmatter ?? {};
    const headings = out.data.headings ?? { toc: [], anchors: [] };
    const text = out.data.searchText ?? { content: '', headingOffsets: {} };
    return {
      code: String(out.value),
      title: typeof frontmatter.title === 'string' ? frontmatter.title : (headings.title ?? ''),
      toc: headings.toc.map((h) => ({ ...h, charIndex: text.headingOffsets[h.id] ?? -1 })),
      anchors: headings.anchors,
      searchText: text.content,
      links: out.data.links ?? [],
      images: out.data.images ?? [],
      components: out.data.componentRefs ?? [],
      usesModules: out.data.usesModules ?? true,
      highlighted: out.data.highlighted,
      warnings: out.data.warnings ?? [],
      frontmatter,
      dependencies: [...new Set(dependencies)],
    };
  } catch (error) {
    throw withLocatedFailure(toQuireError(sitePlugins.explain(error), options.filePath), source);
  }
}
