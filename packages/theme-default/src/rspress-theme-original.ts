/**
 * `@rspress/core/theme-original` as a site theme written for Rspress uses it: the whole default
 * theme (`export * from '@rspress/core/theme-original'` must give every part the layout asks
 * `@theme` for, its styles and `components`), plus the names only Rspress's theme module has.
 */
export * from './index';
export {
  BrowserOnly,
  CodeBlockRuntime,
  getCustomMDXComponent,
  Head,
  NoSSR,
  PrevNextPage,
  renderInlineMarkdown,
} from './rspress-theme';
