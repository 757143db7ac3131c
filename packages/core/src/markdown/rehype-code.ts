/**
 * Replaces each `<pre><code class="language-x">` with a `<CodeBlock>` element whose child
 * is shiki's highlighted markup, so the theme adds the copy button, title bar and wrap toggle
 * around HTML that was produced at build time.
 */
import type { Element, ElementContent, Parent, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { Highlighter, ShikiTransformer } from 'shiki';
import type { Plugin } from 'unified';
import { QuireError, type SourcePosition } from '../utils/errors.js';
import { type CodeFileContext, readCodeFile } from './code-file.js';
import { CODE_META_OPTIONS, parseCodeMeta, unknownMetaOptions } from './code-meta.js';
import { CODE_THEME_NAME } from './code-theme.js';
import { HighlightMemo, highlightKey, type StoredHighlights } from './highlight-memo.js';
import { BUILT_IN_LANGUAGES, type LanguageTable, loadLanguages, resolveLanguage, TOKENIZE_LIMITS } from './highlighter.js';
import { loadSiteThemes, type SiteThemes } from './site-code-themes.js';
import { META_PROPERTY } from './rehype-raw-html.js';
import { walk } from './walk.js';

export interface RehypeCodeOptions {
  /** Loaded when a block is not in the memo or `stored`. */
  highlighter: () => Promise<Highlighter>;
  /** Blocks highlighted in earlier runs; none when the HTML depends on the site's config (transformers, themes, grammars). */
  stored?: StoredHighlights;
  showLineNumbers: boolean;
  defaultWrapCode: boolean;
  /** The site's languages (`markdown.shiki.langs`); the built-in ones when unset. */
  languages?: LanguageTable;
  /** The site's shiki transformers (`markdown.shiki.transformers`), after the line highlighting. */
  transformers?: readonly ShikiTransformer[];
  /** The site's code themes (`markdown.shiki.themes`); GitHub's, as one theme of variables, when unset. */
  themes?: SiteThemes;
  /** Meta options something else handles (`markdown.codeMeta`): accepted besides Quire's own. */
  codeMeta?: readonly string[];
  /** An option in neither list stops the compile (`markdown.strictCodeMeta`); otherwise it is ignored, as Rspress does, with a warning. */
  strictCodeMeta: boolean;
  /** Where `file="…"` blocks read from; called with each file read, like inlined fragments. */
  codeFiles: Omit<CodeFileContext, 'pageFile'> & { onDependency: (file: string) => void };
}

const NO_TRANSFORMERS: readonly ShikiTransformer[] = [];
const transformerSets = new WeakMap<readonly ShikiTransformer[], string>();
let transformerSetCount = 0;

/** Which transformers made an HTML, for the highlight memo: each list (one per loaded config) is its own. */
function transformerSet(transformers: readonly ShikiTransformer[]): string {
  if (!transformers.length) return '';
  let id = transformerSets.get(transformers);
  if (id === undefined) {
    id = `t${++transformerSetCount}`;
    transformerSets.set(transformers, id);
  }
  return id;
}

function codeText(code: Element): string {
  let text = '';
  walk<ElementContent>(code, (node) => {
    if (node.type === 'text') text += node.value;
  });
  return text.replace(/\n$/, '');
}

function attr(name: string, value: string | null): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** A JSX attribute value `{350}`: MDX compiles the expression from its estree. */
function numberExpression(value: number): MdxJsxAttributeValueExpression {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: String(value),
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value, raw: String(value) } }],
      },
    },
  };
}

/** A `<pre>` the highlighter left: a later rehype plugin may take it (`language-math` for KaTeX). */
export interface UnknownLanguageBlock {
  pre: Element;
  writtenLang: string;
  position?: SourcePosition;
}

/** The `<code>` of a `<pre>` and the language written on its fence ('' when none). */
function codeOf(node: Element): { code: Element; writtenLang: string } | undefined {
  if (node.tagName !== 'pre') return undefined;
  const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (!code) return undefined;
  const classes = (code.properties.className as string[] | undefined) ?? [];
  const langClass = classes.find((c) => String(c).startsWith('language-'));
  return { code, writtenLang: langClass ? String(langClass).slice('language-'.length) : '' };
}

/**
 * A transformer's failure (twoslash's type errors) named at its block or, when the error gives a
 * `codeLine` and `codeColumn` in the block's code (1-based), at that place in the page.
 */
function highlightFailing(highlight: () => string, where: { file: string; block?: SourcePosition; codeInPage: boolean }): string {
  try {
    return highlight();
  } catch (error) {
    if (error instanceof QuireError) throw error;
    const { codeLine, codeColumn, message } = error as { codeLine?: unknown; codeColumn?: unknown; message?: unknown };
    const { block } = where;
    const inCode = where.codeInPage && block && typeof codeLine === 'number' && typeof codeColumn === 'number';
    // The fence is the block's first line, so the code's line n is the page's line start + n.
    const position = inCode ? { line: block.line + codeLine, column: block.column - 1 + codeColumn } : block;
    throw new QuireError(`highlighting the code block failed: ${typeof message === 'string' ? message : String(error)}`, {
      file: where.file,
      position,
      cause: error,
    });
  }
}

/** One per process (a compile thread compiles a site's pages one after the other). */
const highlightedHtml = new HighlightMemo();

declare module 'vfile' {
  interface DataMap {
    /** Code blocks in a language the highlighter does not know, left for the site's rehype plugins. */
    unknownLanguageBlocks: UnknownLanguageBlock[];
    /** Blocks this compile highlighted (not found in the memo or the stored ones), by `highlightKey`: for the compile cache to keep. */
    highlighted: Array<[string, string]>;
  }
}

export const rehypeCode: Plugin<[RehypeCodeOptions], Root> = (options) => async (tree, file) => {
  const languages = options.languages ?? BUILT_IN_LANGUAGES;
  const transformers = options.transformers ?? NO_TRANSFORMERS;
  const themes = options.themes && (await loadSiteThemes(await options.highlighter(), options.themes));
  const colours = themes ? ({ themes: { light: themes.light, dark: themes.dark }, defaultColor: false } as const) : { theme: CODE_THEME_NAME };
  const variant = `${transformerSet(transformers)}${themes ? `|${themes.light}|${themes.dark}` : ''}`;
  // One walk finds the blocks; one in a language the highlighter does not know is left to the site's
  // rehype plugins (`rehype-unclaimed-code.ts` fails on it if none of them takes it).
  const blocks: Array<{ node: Element; code: Element; writtenLang: string; lang: string | null; index: number; parent: Parent }> = [];
  const unclaimed: UnknownLanguageBlock[] = [];
  walk<Element, Parent>(tree, (node, index, parent) => {
    if (node.type !== 'element' || !parent || index === undefined) return;
    const found = codeOf(node);
    if (!found) return;
    const lang = resolveLanguage(found.writtenLang, languages);
    if (lang === undefined)
      unclaimed.push({ pre: node, writtenLang: found.writtenLang, position: node.position?.start ?? found.code.position?.start });
    else blocks.push({ node, ...found, lang, index, parent });
  });
  file.data.unknownLanguageBlocks = unclaimed;
  const fileSource = (spec: string, node: Element): string => {
    const read = readCodeFile(spec, { ...options.codeFiles, pageFile: file.path });
    if ('error' in read) throw new QuireError(read.error, { file: file.path, position: node.position?.start });
    options.codeFiles.onDependency(read.file);
    return read.text;
  };
  const highlighted: Array<[string, string]> = [];
  file.data.highlighted = highlighted;
  let loading: Promise<Highlighter> | undefined;
  // Grammars load for the languages of the blocks found nowhere, once.
  const highlighter = (): Promise<Highlighter> =>
    (loading ??= (async () => {
      const langs = new Set<string>();
      for (const { lang } of blocks) if (lang) langs.add(lang);
      const loaded = await options.highlighter();
      await loadLanguages(loaded, langs, languages);
      return loaded;
    })());
  for (const { node, code, writtenLang, lang, index, parent } of blocks) {
    const metaText = (code.data as { meta?: string } | undefined)?.meta ?? (code.properties[META_PROPERTY] as string | undefined) ?? null;
    for (const unknown of unknownMetaOptions(metaText, options.codeMeta)) {
      const supported = [...CODE_META_OPTIONS, ...(options.codeMeta ?? [])].join(', ');
      const why = `code block option "${unknown}" is handled by nothing (Quire's options and markdown.codeMeta: ${supported})`;
      if (options.strictCodeMeta) {
        throw new QuireError(`${why}; a plugin that handles it declares it in markdown.codeMeta`, {
          file: file.path,
          position: node.position?.start,
        });
      }
      (file.data.warnings ??= []).push({
        message: `${why}; ignored (a plugin that handles it declares it in markdown.codeMeta; markdown.strictCodeMeta makes this an error)`,
        position: node.position?.start,
      });
    }
    const meta = parseCodeMeta(metaText);
    const highlightedLines = new Set(meta.highlightLines);
    const source = meta.file ? fileSource(meta.file, node) : codeText(code);
    // Highlighted markup travels as an HTML string: far smaller page chunks than one JSX
    // element per token, and shiki escapes the code text itself.
    // The meta reaches the transformers (`this.options.meta.__raw`), so it is part of the key.
    const key = highlightKey(source, lang ?? 'text', meta.highlightLines, `${variant}\0${metaText ?? ''}`);
    let html = highlightedHtml.find(key);
    if (html === undefined) {
      html = await options.stored?.find(key);
      if (html === undefined) {
        const loaded = await highlighter();
        html = highlightFailing(
          () =>
            loaded.codeToHtml(source, {
              ...TOKENIZE_LIMITS,
              ...colours,
              lang: lang ?? 'text',
              meta: { __raw: metaText ?? undefined },
              transformers: [
                {
                  line(lineNode, line) {
                    if (highlightedLines.has(line)) this.addClassToHast(lineNode, 'highlighted');
                  },
                },
                ...transformers,
              ],
            }),
          { file: file.path, block: node.position?.start, codeInPage: !meta.file },
        );
        highlighted.push([key, html]);
      }
      highlightedHtml.add(key, html);
    }
    const attributes: MdxJsxAttribute[] = [
      attr('lang', writtenLang || 'text'),
      // The theme's scroll container is the focusable element, not shiki's <pre>.
      attr('html', html.replace(' tabindex="0"', '')),
    ];
    if (meta.title) attributes.push(attr('title', meta.title));
    if (meta.lineNumbers ?? options.showLineNumbers) attributes.push(attr('lineNumbers', null));
    if (meta.wrap ?? options.defaultWrapCode) attributes.push(attr('wrap', null));
    if (meta.height !== undefined) {
      attributes.push({ type: 'mdxJsxAttribute', name: 'height', value: numberExpression(meta.height) });
    }
    if (meta.fold) attributes.push(attr('fold', null));
    const block: MdxJsxFlowElementHast = {
      type: 'mdxJsxFlowElement',
      name: 'CodeBlock',
      attributes,
      children: [],
      position: node.position,
    };
    parent.children[index] = block as unknown as ElementContent;
  }
};
