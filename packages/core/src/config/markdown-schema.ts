/**
 * The schema of `markdown` in the site config: Markdown flags, remark and rehype plugins, shiki
 * languages and transformers, global components. Plugins and grammars are the libraries' own
 * types, checked by kind only.
 */
import type { BundledLanguage, BundledTheme, LanguageRegistration, ShikiTransformer, ThemeRegistrationAny } from 'shiki';
import { bundledThemesInfo } from 'shiki/themes';
import type { Pluggable } from 'unified';
import * as v from 'valibot';
import { closestName } from '../utils/closest-name.js';
import { anyObject, flag, list, loose, mustBe, nonEmptyText, oneOf, opaque, strict, text } from './field-schemas.js';

/** unified's `Pluggable`: a plugin, `[plugin, ...options]`, or a preset (`{ plugins }`). */
export const pluggable = opaque<Pluggable>(
  v.custom(
    (entry) =>
      typeof entry === 'function' ||
      (Array.isArray(entry) && typeof entry[0] === 'function') ||
      (typeof entry === 'object' && entry !== null && 'plugins' in entry),
    mustBe('a plugin function, [plugin, options] or a preset ({ plugins })'),
  ),
);

/** A shiki grammar: a bundled language's name, or a grammar object (checked for its names only). */
const shikiLanguage = opaque<BundledLanguage | LanguageRegistration>(
  v.lazy((input) => (typeof input === 'string' ? nonEmptyText : loose({ name: nonEmptyText, scopeName: nonEmptyText }))),
);

const themeNames = bundledThemesInfo.map((theme) => theme.id);

/** A theme shiki bundles, by a name it knows, or a theme object (a VS Code theme's JSON). */
const shikiTheme = opaque<BundledTheme | ThemeRegistrationAny>(
  v.lazy((input) =>
    typeof input === 'string'
      ? v.custom(
          (name) => themeNames.includes(name as string),
          (issue) => {
            const suggestion = closestName(String(issue.input), themeNames);
            return `shiki has no theme ${JSON.stringify(issue.input)}${suggestion ? `; did you mean "${suggestion}"?` : ''}`;
          },
        )
      : anyObject,
  ),
);

const shiki = strict({
  /**
   * Languages beyond the built-in list: names of shiki's bundled grammars (`'dockerfile'`, with
   * their aliases) or grammar objects. Each loads when a page first uses it.
   * @default []
   * @example langs: ['dockerfile', 'rust']
   */
  langs: v.optional(list(shikiLanguage), () => []),
  /**
   * Shiki transformers applied to every code block, after Quire's line highlighting.
   * @default []
   * @example transformers: [transformerNotationDiff()]
   */
  transformers: v.optional(list(opaque<ShikiTransformer>(loose({ name: v.optional(text) }))), () => []),
  /**
   * The colours of every code block in the light and the dark scheme: names of themes shiki
   * bundles or theme objects (a VS Code theme's JSON), as in Rspress and VitePress. Unset, code
   * has GitHub's light and dark colours, made legible on a highlighted line; a site's own themes
   * are used as they are (their contrast is not checked).
   * @default { light: 'github-light-default', dark: 'github-dark-default' }
   * @example themes: { light: 'vitesse-light', dark: 'vitesse-dark' }
   */
  themes: v.optional(
    strict({
      /** The theme of the light colour scheme. */
      light: shikiTheme,
      /** The theme of the dark colour scheme. */
      dark: shikiTheme,
    }),
  ),
});

export const markdownSchema = strict({
  /** Number the lines of every code block. @default false */
  showLineNumbers: v.optional(flag, false),
  /** Wrap long lines of code blocks instead of scrolling them. @default false */
  defaultWrapCode: v.optional(flag, false),
  /**
   * How a page is read. `'detect'`: by its extension, as Rspress 2 does: `.mdx` as MDX, `.md` as
   * Markdown (CommonMark and GFM, raw HTML allowed, so `<!-- comment -->` and a bare `{` are text).
   * `'mdx'`: every page as MDX, for a site whose `.md` pages use components or expressions.
   * @default 'detect'
   * @example format: 'mdx'
   */
  format: v.optional(oneOf(['detect', 'mdx'] as const), 'detect'),
  /**
   * Let content run script: a `<script>` element or an `<iframe srcdoc>` in a page is an error
   * naming its place unless this is set; when set, their hashes join `csp.txt`.
   * @default false
   * @example allowInlineScripts: true
   */
  allowInlineScripts: v.optional(flag, false),
  /**
   * Remark plugins (unified's `PluggableList`: a plugin, or `[plugin, options]`), run after
   * Quire's own Markdown transforms, then the plugins' (`plugins[].markdown.remarkPlugins`).
   * @default []
   * @example remarkPlugins: [remarkMath, [remarkToc, { heading: 'contents' }]]
   */
  remarkPlugins: v.optional(list(pluggable), () => []),
  /**
   * Rehype plugins, run after Quire's own (heading ids, code highlighting, outline).
   * @default []
   * @example rehypePlugins: [rehypeKatex]
   */
  rehypePlugins: v.optional(list(pluggable), () => []),
  /**
   * Code highlighting: extra languages, shiki transformers and the code themes.
   * @default {}
   * @example shiki: { langs: ['dockerfile'], transformers: [transformerNotationDiff()] }
   */
  shiki: v.optional(shiki, {}),
  /**
   * Code block meta options that a plugin handles (a remark plugin that reads the `code` node's
   * `meta`, a shiki transformer that reads `this.options.meta.__raw`). Any other option than
   * Quire's own (`title`, `file`, `lineNumbers`, `wrapCode`, `height`, `fold`, `{1,3-5}`) is
   * ignored, as Rspress ignores it, with a warning naming its file and line (an error with
   * `strictCodeMeta`). Plugins declare theirs in `plugins[].markdown.codeMeta`.
   * @default []
   * @example codeMeta: ['twoslash']
   */
  codeMeta: v.optional(list(nonEmptyText), () => []),
  /**
   * A code block option neither Quire nor `codeMeta` knows (```` ```ts name='x.ts' ````) stops the
   * build at its block instead of being ignored with a warning, so a plugin forgotten in a
   * migration cannot go unnoticed.
   * @default false
   * @example strictCodeMeta: true
   */
  strictCodeMeta: v.optional(flag, false),
  /**
   * Folders outside the project (relative to the config file) whose files a code block's
   * `file="…"` may show, such as a monorepo's sources beside its website. Only the block's text is
   * put in the page; nothing else is read or copied from them. A file outside the project and these
   * folders stops the build at its block.
   * @default []
   * @example allowCodeFilesFrom: ['../packages']
   */
  allowCodeFilesFrom: v.optional(list(nonEmptyText), () => []),
  /**
   * Component files every page may use without an import; each is named after its file,
   * first letter upper-cased (`./components/badge.tsx` → `<Badge>`). Paths are relative to
   * the config file.
   * @default []
   * @example globalComponents: ['./components/Badge.tsx']
   */
  globalComponents: v.optional(list(nonEmptyText), () => []),
});
