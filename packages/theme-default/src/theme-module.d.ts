/**
 * Inside the default theme, `@theme` is the site's theme module: every export of this package,
 * or the site's own component in its place (the bundler's alias, `core/src/bundler/theme-entry.ts`).
 */
declare module '@theme' {
  export * from '@quire/theme-default';
}
