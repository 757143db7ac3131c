/** Modules the compiler generates into `.quire/` and the bundler aliases. */
declare module '@quire/virtual-routes' {
  import type { RouteEntry } from '@quire/shared';
  export const routes: RouteEntry[];
}
declare module '@quire/virtual-route-source' {
  import type { RouteSource } from '@quire/shared';
  export const routeSource: RouteSource;
}
declare module '@quire/virtual-site-data' {
  import type { SiteData } from '@quire/shared';
  const siteData: SiteData;
  export default siteData;
}
declare module '@quire/virtual-pages' {
  import type { SitePageInfo } from '@quire/shared';
  const pages: SitePageInfo[];
  export default pages;
}
declare module '@quire/virtual-search-hooks' {
  import type { SearchHooks } from './search/hooks';
  const hooks: SearchHooks;
  export default hooks;
}
declare module '@quire/virtual-global-components' {
  import type { ComponentType } from 'react';
  // biome-ignore lint/suspicious/noExplicitAny: each component takes props of its own shape, as in MDX's component map.
  const components: Record<string, ComponentType<any>>;
  export default components;
  /** `globalUIComponents`: each component with the props it is drawn with. */
  // biome-ignore lint/suspicious/noExplicitAny: each component takes props of its own shape.
  export const ui: Array<[ComponentType<any>, Record<string, unknown>]>;
}
declare module '@theme' {
  import type { ComponentType } from 'react';
  export const Layout: ComponentType;
  // biome-ignore lint/suspicious/noExplicitAny: each component takes props of its own shape, as in MDX's component map.
  export const components: Record<string, ComponentType<any>>;
}
declare const __QUIRE_SSG__: boolean;
declare const __QUIRE_DEV__: boolean;
interface ImportMeta {
  readonly webpackHot?: {
    accept(dep?: string | string[], callback?: () => void): void;
    dispose(callback: (data: Record<string, unknown>) => void): void;
    /** A custom message of the dev server (Rsbuild's `sockWrite('custom', …)`); absent outside its client. */
    on?(event: string, callback: (data: unknown) => void): void;
  };
}
