/**
 * Rspress's module names as the Rspress-config fixture imports them (none is installed): typed
 * with the shapes Quire's translation reads; the build resolves them to Quire's stand-ins.
 */
declare module '@rspress/core' {
  export type RspressPlugin = import('#core/config/rspress/rspress-types.ts').RspressPlugin;
  type RspressConfig = import('#core/config/rspress/rspress-types.ts').RspressUserConfig;
  // Rspress types a site theme's own themeConfig fields loosely; Quire carries them in themeConfig.custom.
  type Config = Omit<RspressConfig, 'themeConfig'> & {
    themeConfig?: import('#core/config/rspress/rspress-types.ts').RspressThemeConfig & Record<string, unknown>;
  };
  export function defineConfig(config: Config): Config;
}
declare module '@rspress/plugin-rss' {
  export function pluginRss(options?: Record<string, unknown>): import('@rspress/core').RspressPlugin;
}
declare module '@rspress/plugin-client-redirects' {
  export function pluginClientRedirects(options?: {
    redirects?: Array<{ from: string | string[]; to: string }>;
  }): import('@rspress/core').RspressPlugin;
}
declare module '@rspress/core/runtime' {
  export * from '#runtime/rspress/rspress-runtime.ts';
}
declare module '@rspress/core/theme' {
  export * from '#theme-default/rspress-theme.ts';
}
declare module '@rspress/core/theme-original' {
  export * from '#theme-default/rspress-theme-original.ts';
}
