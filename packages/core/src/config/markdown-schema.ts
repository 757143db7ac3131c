/**
 * The schema of `markdown` in the site config: Markdown flags, remark and rehype plugins, shiki
 * languages and transformers, global components. Plugins and grammars are the libraries' own
 * types, checked by kind only.
 */
import type { BundledLanguage, LanguageRegistration, ShikiTransformer } from 'shiki';
import type { Pluggable } from 'unified';
import * as v from 'valibot';
import { flag, list, loose, mustBe, nonEmptyText, opaque, strict, text } from './field-schemas.js';

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
});

export const markdownSchema = strict({
  /** Number the lines of every code block. @default false */
  showLineNumbers: v.optional(flag, false),
  /** Wrap long lines of code blocks instead of scrolling them. @default false */
  defaultWrapCode: v.optional(flag, false),
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
   * Code highlighting: extra languages and shiki transformers (the colours stay the theme's).
   * @default {}
   * @example shiki: { langs: ['dockerfile'], transformers: [transformerNotationDiff()] }
   */
  shiki: v.optional(shiki, {}),
  /**
   * Component files every page may use without an import; each is named after its file,
   * first letter upper-cased (`./components/badge.tsx` → `<Badge>`). Paths are relative to
   * the config file.
   * @default []
   * @example globalComponents: ['./components/Badge.tsx']
   */
  globalComponents: v.optional(list(nonEmptyText), () => []),
});
