/** The Rstack projects, shown by the home page's tool stack and the sibling-tools popover. */

export interface ToolInfo {
  name: string;
  url: string;
  /** File under `docs/public/`, resolved through `assetUrl`. */
  logo: string;
  desc: { en: string; zh: string };
}

export const RSPACK: ToolInfo = {
  name: 'Rspack',
  url: 'https://rspack.dev',
  logo: 'logos/rspack.svg',
  desc: { en: 'Rust bundler that speaks the webpack API', zh: '兼容 webpack API 的 Rust 打包器' },
};
export const RSBUILD: ToolInfo = {
  name: 'Rsbuild',
  url: 'https://rsbuild.dev',
  logo: 'logos/rsbuild.svg',
  desc: { en: 'Build tool on top of Rspack', zh: '基于 Rspack 的构建工具' },
};
export const RSPRESS: ToolInfo = {
  name: 'Rspress',
  url: 'https://rspress.dev',
  logo: 'logos/rspress.svg',
  desc: { en: 'Generator for documentation sites', zh: '文档站点生成器' },
};
export const RSLIB: ToolInfo = {
  name: 'Rslib',
  url: 'https://lib.rsbuild.dev',
  logo: 'logos/rslib.svg',
  desc: { en: 'Tool for building libraries', zh: '用于构建 npm 库的工具' },
};
export const RSDOCTOR: ToolInfo = {
  name: 'Rsdoctor',
  url: 'https://rsdoctor.dev',
  logo: 'logos/rsdoctor.svg',
  desc: { en: 'Analyzer for build performance and output', zh: '构建性能与产物分析工具' },
};
export const AWESOME_RSPACK: ToolInfo = {
  name: 'Awesome Rspack',
  url: 'https://github.com/web-infra-dev/awesome-rspack',
  logo: 'logos/awesome.svg',
  desc: { en: 'Curated list of Rspack resources', zh: 'Rspack 相关资源精选列表' },
};

/** Home page order. */
export const TOOL_STACK: ToolInfo[] = [RSPACK, RSBUILD, RSPRESS, RSDOCTOR, RSLIB];
/** Popover order. */
export const SIBLING_TOOLS: ToolInfo[] = [RSPACK, RSBUILD, RSPRESS, RSLIB, RSDOCTOR, AWESOME_RSPACK];
