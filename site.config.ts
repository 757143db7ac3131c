/**
 * The Rsbuild documentation site: locales, navigation, sidebars, redirects.
 * Sidebar order and titles follow the site structure in ../shared/reference/site-structure.json.
 */
import { defineConfig } from '@quire/core/config';

const sidebarEn = {
  "/guide/": [
    {
      "text": "Getting Started",
      "items": [
        {
          "text": "Introduction",
          "link": "/guide/start/"
        },
        {
          "text": "Quick start",
          "link": "/guide/start/quick-start"
        },
        {
          "text": "Features",
          "link": "/guide/start/features"
        },
        {
          "text": "Glossary",
          "link": "/guide/start/glossary"
        }
      ]
    },
    {
      "text": "Framework",
      "items": [
        {
          "text": "React",
          "link": "/guide/framework/react"
        },
        {
          "text": "Vue",
          "link": "/guide/framework/vue"
        },
        {
          "text": "Preact",
          "link": "/guide/framework/preact"
        },
        {
          "text": "Svelte",
          "link": "/guide/framework/svelte"
        },
        {
          "text": "Solid",
          "link": "/guide/framework/solid"
        }
      ]
    },
    {
      "text": "Basic",
      "items": [
        {
          "text": "CLI",
          "link": "/guide/basic/cli"
        },
        {
          "text": "CSS",
          "link": "/guide/basic/css-usage"
        },
        {
          "text": "Server",
          "link": "/guide/basic/server"
        },
        {
          "text": "Output files",
          "link": "/guide/basic/output-files"
        },
        {
          "text": "Import static assets",
          "link": "/guide/basic/static-assets"
        },
        {
          "text": "Import JSON files",
          "link": "/guide/basic/json-files"
        },
        {
          "text": "Import Wasm assets",
          "link": "/guide/basic/wasm-assets"
        },
        {
          "text": "Configure Rspack",
          "link": "/guide/basic/configure-rspack"
        },
        {
          "text": "Configure Rsbuild",
          "link": "/guide/basic/configure-rsbuild"
        },
        {
          "text": "Configure SWC",
          "link": "/guide/basic/configure-swc"
        },
        {
          "text": "HTML template",
          "link": "/guide/basic/html-template"
        },
        {
          "text": "Use CSS Modules",
          "link": "/guide/basic/css-modules"
        },
        {
          "text": "Use TypeScript",
          "link": "/guide/basic/typescript"
        },
        {
          "text": "Use Tailwind CSS",
          "link": "/guide/basic/tailwindcss"
        },
        {
          "text": "Use Tailwind CSS v3",
          "link": "/guide/basic/tailwindcss-v3"
        },
        {
          "text": "Use UnoCSS",
          "link": "/guide/basic/unocss"
        },
        {
          "text": "Use Web Workers",
          "link": "/guide/basic/web-workers"
        },
        {
          "text": "Deploy static site",
          "link": "/guide/basic/static-deploy"
        },
        {
          "text": "Upgrade Rsbuild",
          "link": "/guide/basic/upgrade-rsbuild"
        }
      ]
    },
    {
      "text": "Advanced",
      "items": [
        {
          "text": "Path aliases",
          "link": "/guide/advanced/alias"
        },
        {
          "text": "Environment variables",
          "link": "/guide/advanced/env-vars"
        },
        {
          "text": "Hot module replacement",
          "link": "/guide/advanced/hmr"
        },
        {
          "text": "Browserslist",
          "link": "/guide/advanced/browserslist"
        },
        {
          "text": "Browser compatibility",
          "link": "/guide/advanced/browser-compatibility"
        },
        {
          "text": "Module Federation",
          "link": "/guide/advanced/module-federation"
        },
        {
          "text": "Multi-environment builds",
          "link": "/guide/advanced/environments"
        },
        {
          "text": "Server-side rendering (SSR)",
          "link": "/guide/advanced/ssr"
        }
      ]
    },
    {
      "text": "Optimization",
      "items": [
        {
          "text": "Code splitting",
          "link": "/guide/optimization/code-splitting"
        },
        {
          "text": "Bundle size optimization",
          "link": "/guide/optimization/optimize-bundle"
        },
        {
          "text": "Improve build performance",
          "link": "/guide/optimization/build-performance"
        },
        {
          "text": "Inline static assets",
          "link": "/guide/optimization/inline-assets"
        }
      ]
    },
    {
      "text": "Migration",
      "items": [
        {
          "text": "Migrating from Rsbuild 0.x",
          "link": "/guide/migration/rsbuild-0-x"
        },
        {
          "text": "Webpack",
          "link": "/guide/migration/webpack"
        },
        {
          "text": "Create React App",
          "link": "/guide/migration/cra"
        },
        {
          "text": "Vue CLI",
          "link": "/guide/migration/vue-cli"
        },
        {
          "text": "Vite",
          "link": "/guide/migration/vite"
        },
        {
          "text": "Modern.js Builder",
          "link": "/guide/migration/modern-builder"
        }
      ]
    },
    {
      "text": "Debug",
      "items": [
        {
          "text": "Debug mode",
          "link": "/guide/debug/debug-mode"
        },
        {
          "text": "Build profiling",
          "link": "/guide/debug/build-profiling"
        },
        {
          "text": "Use Rsdoctor",
          "link": "/guide/debug/rsdoctor"
        }
      ]
    },
    {
      "text": "FAQ",
      "items": [
        {
          "text": "General FAQ",
          "link": "/guide/faq/general"
        },
        {
          "text": "Features FAQ",
          "link": "/guide/faq/features"
        },
        {
          "text": "Exceptions FAQ",
          "link": "/guide/faq/exceptions"
        },
        {
          "text": "HMR FAQ",
          "link": "/guide/faq/hmr"
        }
      ]
    }
  ],
  "/config/": [
    {
      "text": "Overview",
      "link": "/config/"
    },
    {
      "text": "root",
      "link": "/config/root"
    },
    {
      "text": "mode",
      "link": "/config/mode"
    },
    {
      "text": "plugins",
      "link": "/config/plugins"
    },
    {
      "text": "environments",
      "link": "/config/environments"
    },
    {
      "text": "dev",
      "items": [
        {
          "text": "dev.assetPrefix",
          "link": "/config/dev/asset-prefix"
        },
        {
          "text": "dev.cliShortcuts",
          "link": "/config/dev/cli-shortcuts"
        },
        {
          "text": "dev.client",
          "link": "/config/dev/client"
        },
        {
          "text": "dev.hmr",
          "link": "/config/dev/hmr"
        },
        {
          "text": "dev.lazyCompilation",
          "link": "/config/dev/lazy-compilation"
        },
        {
          "text": "dev.liveReload",
          "link": "/config/dev/live-reload"
        },
        {
          "text": "dev.progressBar",
          "link": "/config/dev/progress-bar"
        },
        {
          "text": "dev.setupMiddlewares",
          "link": "/config/dev/setup-middlewares"
        },
        {
          "text": "dev.watchFiles",
          "link": "/config/dev/watch-files"
        },
        {
          "text": "dev.writeToDisk",
          "link": "/config/dev/write-to-disk"
        }
      ]
    },
    {
      "text": "resolve",
      "items": [
        {
          "text": "resolve.aliasStrategy",
          "link": "/config/resolve/alias-strategy"
        },
        {
          "text": "resolve.alias",
          "link": "/config/resolve/alias"
        },
        {
          "text": "resolve.dedupe",
          "link": "/config/resolve/dedupe"
        },
        {
          "text": "resolve.extensions",
          "link": "/config/resolve/extensions"
        }
      ]
    },
    {
      "text": "source",
      "items": [
        {
          "text": "source.assetsInclude",
          "link": "/config/source/assets-include"
        },
        {
          "text": "source.decorators",
          "link": "/config/source/decorators"
        },
        {
          "text": "source.define",
          "link": "/config/source/define"
        },
        {
          "text": "source.entry",
          "link": "/config/source/entry"
        },
        {
          "text": "source.exclude",
          "link": "/config/source/exclude"
        },
        {
          "text": "source.include",
          "link": "/config/source/include"
        },
        {
          "text": "source.preEntry",
          "link": "/config/source/pre-entry"
        },
        {
          "text": "source.transformImport",
          "link": "/config/source/transform-import"
        },
        {
          "text": "source.tsconfigPath",
          "link": "/config/source/tsconfig-path"
        }
      ]
    },
    {
      "text": "output",
      "items": [
        {
          "text": "output.assetPrefix",
          "link": "/config/output/asset-prefix"
        },
        {
          "text": "output.charset",
          "link": "/config/output/charset"
        },
        {
          "text": "output.cleanDistPath",
          "link": "/config/output/clean-dist-path"
        },
        {
          "text": "output.copy",
          "link": "/config/output/copy"
        },
        {
          "text": "output.cssModules",
          "link": "/config/output/css-modules"
        },
        {
          "text": "output.dataUriLimit",
          "link": "/config/output/data-uri-limit"
        },
        {
          "text": "output.distPath",
          "link": "/config/output/dist-path"
        },
        {
          "text": "output.emitAssets",
          "link": "/config/output/emit-assets"
        },
        {
          "text": "output.emitCss",
          "link": "/config/output/emit-css"
        },
        {
          "text": "output.externals",
          "link": "/config/output/externals"
        },
        {
          "text": "output.filenameHash",
          "link": "/config/output/filename-hash"
        },
        {
          "text": "output.filename",
          "link": "/config/output/filename"
        },
        {
          "text": "output.injectStyles",
          "link": "/config/output/inject-styles"
        },
        {
          "text": "output.inlineScripts",
          "link": "/config/output/inline-scripts"
        },
        {
          "text": "output.inlineStyles",
          "link": "/config/output/inline-styles"
        },
        {
          "text": "output.legalComments",
          "link": "/config/output/legal-comments"
        },
        {
          "text": "output.manifest",
          "link": "/config/output/manifest"
        },
        {
          "text": "output.minify",
          "link": "/config/output/minify"
        },
        {
          "text": "output.overrideBrowserslist",
          "link": "/config/output/override-browserslist"
        },
        {
          "text": "output.polyfill",
          "link": "/config/output/polyfill"
        },
        {
          "text": "output.sourceMap",
          "link": "/config/output/source-map"
        },
        {
          "text": "output.target",
          "link": "/config/output/target"
        }
      ]
    },
    {
      "text": "html",
      "items": [
        {
          "text": "html.appIcon",
          "link": "/config/html/app-icon"
        },
        {
          "text": "html.crossorigin",
          "link": "/config/html/crossorigin"
        },
        {
          "text": "html.favicon",
          "link": "/config/html/favicon"
        },
        {
          "text": "html.inject",
          "link": "/config/html/inject"
        },
        {
          "text": "html.meta",
          "link": "/config/html/meta"
        },
        {
          "text": "html.mountId",
          "link": "/config/html/mount-id"
        },
        {
          "text": "html.outputStructure",
          "link": "/config/html/output-structure"
        },
        {
          "text": "html.scriptLoading",
          "link": "/config/html/script-loading"
        },
        {
          "text": "html.tags",
          "link": "/config/html/tags"
        },
        {
          "text": "html.templateParameters",
          "link": "/config/html/template-parameters"
        },
        {
          "text": "html.template",
          "link": "/config/html/template"
        },
        {
          "text": "html.title",
          "link": "/config/html/title"
        }
      ]
    },
    {
      "text": "server",
      "items": [
        {
          "text": "server.base",
          "link": "/config/server/base"
        },
        {
          "text": "server.compress",
          "link": "/config/server/compress"
        },
        {
          "text": "server.cors",
          "link": "/config/server/cors"
        },
        {
          "text": "server.headers",
          "link": "/config/server/headers"
        },
        {
          "text": "server.historyApiFallback",
          "link": "/config/server/history-api-fallback"
        },
        {
          "text": "server.host",
          "link": "/config/server/host"
        },
        {
          "text": "server.htmlFallback",
          "link": "/config/server/html-fallback"
        },
        {
          "text": "server.https",
          "link": "/config/server/https"
        },
        {
          "text": "server.middlewareMode",
          "link": "/config/server/middleware-mode"
        },
        {
          "text": "server.open",
          "link": "/config/server/open"
        },
        {
          "text": "server.port",
          "link": "/config/server/port"
        },
        {
          "text": "server.printUrls",
          "link": "/config/server/print-urls"
        },
        {
          "text": "server.proxy",
          "link": "/config/server/proxy"
        },
        {
          "text": "server.publicDir",
          "link": "/config/server/public-dir"
        },
        {
          "text": "server.strictPort",
          "link": "/config/server/strict-port"
        }
      ]
    },
    {
      "text": "security",
      "items": [
        {
          "text": "security.nonce",
          "link": "/config/security/nonce"
        },
        {
          "text": "security.sri",
          "link": "/config/security/sri"
        }
      ]
    },
    {
      "text": "tools",
      "items": [
        {
          "text": "tools.bundlerChain",
          "link": "/config/tools/bundler-chain"
        },
        {
          "text": "tools.cssExtract",
          "link": "/config/tools/css-extract"
        },
        {
          "text": "tools.cssLoader",
          "link": "/config/tools/css-loader"
        },
        {
          "text": "tools.htmlPlugin",
          "link": "/config/tools/html-plugin"
        },
        {
          "text": "tools.lightningcssLoader",
          "link": "/config/tools/lightningcss-loader"
        },
        {
          "text": "tools.postcss",
          "link": "/config/tools/postcss"
        },
        {
          "text": "tools.rspack",
          "link": "/config/tools/rspack"
        },
        {
          "text": "tools.styleLoader",
          "link": "/config/tools/style-loader"
        },
        {
          "text": "tools.swc",
          "link": "/config/tools/swc"
        }
      ]
    },
    {
      "text": "performance",
      "items": [
        {
          "text": "performance.buildCache",
          "link": "/config/performance/build-cache"
        },
        {
          "text": "performance.bundleAnalyze",
          "link": "/config/performance/bundle-analyze"
        },
        {
          "text": "performance.chunkSplit",
          "link": "/config/performance/chunk-split"
        },
        {
          "text": "performance.dnsPrefetch",
          "link": "/config/performance/dns-prefetch"
        },
        {
          "text": "performance.preconnect",
          "link": "/config/performance/preconnect"
        },
        {
          "text": "performance.prefetch",
          "link": "/config/performance/prefetch"
        },
        {
          "text": "performance.preload",
          "link": "/config/performance/preload"
        },
        {
          "text": "performance.printFileSize",
          "link": "/config/performance/print-file-size"
        },
        {
          "text": "performance.profile",
          "link": "/config/performance/profile"
        },
        {
          "text": "performance.removeConsole",
          "link": "/config/performance/remove-console"
        },
        {
          "text": "performance.removeMomentLocale",
          "link": "/config/performance/remove-moment-locale"
        }
      ]
    },
    {
      "text": "moduleFederation",
      "items": [
        {
          "text": "moduleFederation.options",
          "link": "/config/module-federation/options"
        }
      ]
    }
  ],
  "/plugins/": [
    {
      "text": "Plugins",
      "items": [
        {
          "text": "Plugin list",
          "link": "/plugins/list/"
        },
        {
          "text": "React plugin",
          "link": "/plugins/list/plugin-react"
        },
        {
          "text": "SVGR plugin",
          "link": "/plugins/list/plugin-svgr"
        },
        {
          "text": "Vue plugin",
          "link": "/plugins/list/plugin-vue"
        },
        {
          "text": "Preact plugin",
          "link": "/plugins/list/plugin-preact"
        },
        {
          "text": "Svelte plugin",
          "link": "/plugins/list/plugin-svelte"
        },
        {
          "text": "Solid plugin",
          "link": "/plugins/list/plugin-solid"
        },
        {
          "text": "Babel plugin",
          "link": "/plugins/list/plugin-babel"
        },
        {
          "text": "Sass plugin",
          "link": "/plugins/list/plugin-sass"
        },
        {
          "text": "Less plugin",
          "link": "/plugins/list/plugin-less"
        },
        {
          "text": "Stylus plugin",
          "link": "/plugins/list/plugin-stylus"
        },
        {
          "text": "Assets retry plugin",
          "link": "/plugins/list/plugin-assets-retry"
        }
      ]
    },
    {
      "text": "Development",
      "items": [
        {
          "text": "Plugin system",
          "link": "/plugins/dev/"
        },
        {
          "text": "Plugin core",
          "link": "/plugins/dev/core"
        },
        {
          "text": "Plugin hooks",
          "link": "/plugins/dev/hooks"
        }
      ]
    }
  ],
  "/api/": [
    {
      "text": "Start",
      "items": [
        {
          "text": "JavaScript API",
          "link": "/api/start/"
        }
      ]
    },
    {
      "text": "JavaScript API",
      "items": [
        {
          "text": "Rsbuild core",
          "link": "/api/javascript-api/core"
        },
        {
          "text": "Rsbuild instance",
          "link": "/api/javascript-api/instance"
        },
        {
          "text": "Rsbuild types",
          "link": "/api/javascript-api/types"
        },
        {
          "text": "Dev server API",
          "link": "/api/javascript-api/dev-server-api"
        },
        {
          "text": "Environment API",
          "link": "/api/javascript-api/environment-api"
        }
      ]
    }
  ],
  "/community/": [
    {
      "text": "Community",
      "link": "/community/"
    },
    {
      "text": "Releases",
      "items": [
        {
          "text": "Overview",
          "link": "/community/releases/"
        },
        {
          "text": "Announcing Rsbuild 1.0",
          "link": "/community/releases/v1-0"
        },
        {
          "text": "Announcing Rsbuild 0.7",
          "link": "/community/releases/v0-7"
        },
        {
          "text": "Announcing Rsbuild 0.6",
          "link": "/community/releases/v0-6"
        },
        {
          "text": "Announcing Rsbuild 0.5",
          "link": "/community/releases/v0-5"
        },
        {
          "text": "Announcing Rsbuild 0.4",
          "link": "/community/releases/v0-4"
        },
        {
          "text": "Announcing Rsbuild 0.3",
          "link": "/community/releases/v0-3"
        },
        {
          "text": "Announcing Rsbuild 0.2",
          "link": "/community/releases/v0-2"
        },
        {
          "text": "Announcing Rsbuild 0.1",
          "link": "/community/releases/v0-1"
        }
      ]
    }
  ]
};

const sidebarZh = {
  "/guide/": [
    {
      "text": "开始",
      "items": [
        {
          "text": "介绍",
          "link": "/guide/start/"
        },
        {
          "text": "快速上手",
          "link": "/guide/start/quick-start"
        },
        {
          "text": "功能导航",
          "link": "/guide/start/features"
        },
        {
          "text": "名词解释",
          "link": "/guide/start/glossary"
        }
      ]
    },
    {
      "text": "框架",
      "items": [
        {
          "text": "React",
          "link": "/guide/framework/react"
        },
        {
          "text": "Vue",
          "link": "/guide/framework/vue"
        },
        {
          "text": "Preact",
          "link": "/guide/framework/preact"
        },
        {
          "text": "Svelte",
          "link": "/guide/framework/svelte"
        },
        {
          "text": "Solid",
          "link": "/guide/framework/solid"
        }
      ]
    },
    {
      "text": "基础",
      "items": [
        {
          "text": "命令行工具",
          "link": "/guide/basic/cli"
        },
        {
          "text": "CSS",
          "link": "/guide/basic/css-usage"
        },
        {
          "text": "开发服务器",
          "link": "/guide/basic/server"
        },
        {
          "text": "构建产物目录",
          "link": "/guide/basic/output-files"
        },
        {
          "text": "引用静态资源",
          "link": "/guide/basic/static-assets"
        },
        {
          "text": "引用 JSON 文件",
          "link": "/guide/basic/json-files"
        },
        {
          "text": "引用 Wasm 资源",
          "link": "/guide/basic/wasm-assets"
        },
        {
          "text": "配置 Rspack",
          "link": "/guide/basic/configure-rspack"
        },
        {
          "text": "配置 Rsbuild",
          "link": "/guide/basic/configure-rsbuild"
        },
        {
          "text": "配置 SWC",
          "link": "/guide/basic/configure-swc"
        },
        {
          "text": "配置 HTML 模板",
          "link": "/guide/basic/html-template"
        },
        {
          "text": "使用 CSS Modules",
          "link": "/guide/basic/css-modules"
        },
        {
          "text": "使用 TypeScript",
          "link": "/guide/basic/typescript"
        },
        {
          "text": "使用 Tailwind CSS",
          "link": "/guide/basic/tailwindcss"
        },
        {
          "text": "使用 Tailwind CSS v3",
          "link": "/guide/basic/tailwindcss-v3"
        },
        {
          "text": "使用 UnoCSS",
          "link": "/guide/basic/unocss"
        },
        {
          "text": "使用 Web Workers",
          "link": "/guide/basic/web-workers"
        },
        {
          "text": "部署静态站点",
          "link": "/guide/basic/static-deploy"
        },
        {
          "text": "升级 Rsbuild",
          "link": "/guide/basic/upgrade-rsbuild"
        }
      ]
    },
    {
      "text": "进阶",
      "items": [
        {
          "text": "路径别名",
          "link": "/guide/advanced/alias"
        },
        {
          "text": "环境变量",
          "link": "/guide/advanced/env-vars"
        },
        {
          "text": "模块热更新",
          "link": "/guide/advanced/hmr"
        },
        {
          "text": "设置浏览器范围",
          "link": "/guide/advanced/browserslist"
        },
        {
          "text": "浏览器兼容性",
          "link": "/guide/advanced/browser-compatibility"
        },
        {
          "text": "模块联邦",
          "link": "/guide/advanced/module-federation"
        },
        {
          "text": "多环境构建",
          "link": "/guide/advanced/environments"
        },
        {
          "text": "服务端渲染（SSR）",
          "link": "/guide/advanced/ssr"
        }
      ]
    },
    {
      "text": "优化",
      "items": [
        {
          "text": "代码拆分",
          "link": "/guide/optimization/code-splitting"
        },
        {
          "text": "产物体积优化",
          "link": "/guide/optimization/optimize-bundle"
        },
        {
          "text": "提升构建性能",
          "link": "/guide/optimization/build-performance"
        },
        {
          "text": "静态资源内联",
          "link": "/guide/optimization/inline-assets"
        }
      ]
    },
    {
      "text": "迁移",
      "items": [
        {
          "text": "从 Rsbuild 0.x 迁移",
          "link": "/guide/migration/rsbuild-0-x"
        },
        {
          "text": "Webpack",
          "link": "/guide/migration/webpack"
        },
        {
          "text": "Create React App",
          "link": "/guide/migration/cra"
        },
        {
          "text": "Vue CLI",
          "link": "/guide/migration/vue-cli"
        },
        {
          "text": "Vite",
          "link": "/guide/migration/vite"
        },
        {
          "text": "Modern.js Builder",
          "link": "/guide/migration/modern-builder"
        }
      ]
    },
    {
      "text": "调试",
      "items": [
        {
          "text": "开启调试模式",
          "link": "/guide/debug/debug-mode"
        },
        {
          "text": "构建性能分析",
          "link": "/guide/debug/build-profiling"
        },
        {
          "text": "使用 Rsdoctor",
          "link": "/guide/debug/rsdoctor"
        }
      ]
    },
    {
      "text": "常见问题",
      "items": [
        {
          "text": "通用类问题",
          "link": "/guide/faq/general"
        },
        {
          "text": "功能类问题",
          "link": "/guide/faq/features"
        },
        {
          "text": "异常类问题",
          "link": "/guide/faq/exceptions"
        },
        {
          "text": "热更新问题",
          "link": "/guide/faq/hmr"
        }
      ]
    }
  ],
  "/config/": [
    {
      "text": "Overview",
      "link": "/config/"
    },
    {
      "text": "root",
      "link": "/config/root"
    },
    {
      "text": "mode",
      "link": "/config/mode"
    },
    {
      "text": "plugins",
      "link": "/config/plugins"
    },
    {
      "text": "environments",
      "link": "/config/environments"
    },
    {
      "text": "dev",
      "items": [
        {
          "text": "dev.assetPrefix",
          "link": "/config/dev/asset-prefix"
        },
        {
          "text": "dev.cliShortcuts",
          "link": "/config/dev/cli-shortcuts"
        },
        {
          "text": "dev.client",
          "link": "/config/dev/client"
        },
        {
          "text": "dev.hmr",
          "link": "/config/dev/hmr"
        },
        {
          "text": "dev.lazyCompilation",
          "link": "/config/dev/lazy-compilation"
        },
        {
          "text": "dev.liveReload",
          "link": "/config/dev/live-reload"
        },
        {
          "text": "dev.progressBar",
          "link": "/config/dev/progress-bar"
        },
        {
          "text": "dev.setupMiddlewares",
          "link": "/config/dev/setup-middlewares"
        },
        {
          "text": "dev.watchFiles",
          "link": "/config/dev/watch-files"
        },
        {
          "text": "dev.writeToDisk",
          "link": "/config/dev/write-to-disk"
        }
      ]
    },
    {
      "text": "resolve",
      "items": [
        {
          "text": "resolve.aliasStrategy",
          "link": "/config/resolve/alias-strategy"
        },
        {
          "text": "resolve.alias",
          "link": "/config/resolve/alias"
        },
        {
          "text": "resolve.dedupe",
          "link": "/config/resolve/dedupe"
        },
        {
          "text": "resolve.extensions",
          "link": "/config/resolve/extensions"
        }
      ]
    },
    {
      "text": "source",
      "items": [
        {
          "text": "source.assetsInclude",
          "link": "/config/source/assets-include"
        },
        {
          "text": "source.decorators",
          "link": "/config/source/decorators"
        },
        {
          "text": "source.define",
          "link": "/config/source/define"
        },
        {
          "text": "source.entry",
          "link": "/config/source/entry"
        },
        {
          "text": "source.exclude",
          "link": "/config/source/exclude"
        },
        {
          "text": "source.include",
          "link": "/config/source/include"
        },
        {
          "text": "source.preEntry",
          "link": "/config/source/pre-entry"
        },
        {
          "text": "source.transformImport",
          "link": "/config/source/transform-import"
        },
        {
          "text": "source.tsconfigPath",
          "link": "/config/source/tsconfig-path"
        }
      ]
    },
    {
      "text": "output",
      "items": [
        {
          "text": "output.assetPrefix",
          "link": "/config/output/asset-prefix"
        },
        {
          "text": "output.charset",
          "link": "/config/output/charset"
        },
        {
          "text": "output.cleanDistPath",
          "link": "/config/output/clean-dist-path"
        },
        {
          "text": "output.copy",
          "link": "/config/output/copy"
        },
        {
          "text": "output.cssModules",
          "link": "/config/output/css-modules"
        },
        {
          "text": "output.dataUriLimit",
          "link": "/config/output/data-uri-limit"
        },
        {
          "text": "output.distPath",
          "link": "/config/output/dist-path"
        },
        {
          "text": "output.emitAssets",
          "link": "/config/output/emit-assets"
        },
        {
          "text": "output.emitCss",
          "link": "/config/output/emit-css"
        },
        {
          "text": "output.externals",
          "link": "/config/output/externals"
        },
        {
          "text": "output.filenameHash",
          "link": "/config/output/filename-hash"
        },
        {
          "text": "output.filename",
          "link": "/config/output/filename"
        },
        {
          "text": "output.injectStyles",
          "link": "/config/output/inject-styles"
        },
        {
          "text": "output.inlineScripts",
          "link": "/config/output/inline-scripts"
        },
        {
          "text": "output.inlineStyles",
          "link": "/config/output/inline-styles"
        },
        {
          "text": "output.legalComments",
          "link": "/config/output/legal-comments"
        },
        {
          "text": "output.manifest",
          "link": "/config/output/manifest"
        },
        {
          "text": "output.minify",
          "link": "/config/output/minify"
        },
        {
          "text": "output.overrideBrowserslist",
          "link": "/config/output/override-browserslist"
        },
        {
          "text": "output.polyfill",
          "link": "/config/output/polyfill"
        },
        {
          "text": "output.sourceMap",
          "link": "/config/output/source-map"
        },
        {
          "text": "output.target",
          "link": "/config/output/target"
        }
      ]
    },
    {
      "text": "html",
      "items": [
        {
          "text": "html.appIcon",
          "link": "/config/html/app-icon"
        },
        {
          "text": "html.crossorigin",
          "link": "/config/html/crossorigin"
        },
        {
          "text": "html.favicon",
          "link": "/config/html/favicon"
        },
        {
          "text": "html.inject",
          "link": "/config/html/inject"
        },
        {
          "text": "html.meta",
          "link": "/config/html/meta"
        },
        {
          "text": "html.mountId",
          "link": "/config/html/mount-id"
        },
        {
          "text": "html.outputStructure",
          "link": "/config/html/output-structure"
        },
        {
          "text": "html.scriptLoading",
          "link": "/config/html/script-loading"
        },
        {
          "text": "html.tags",
          "link": "/config/html/tags"
        },
        {
          "text": "html.templateParameters",
          "link": "/config/html/template-parameters"
        },
        {
          "text": "html.template",
          "link": "/config/html/template"
        },
        {
          "text": "html.title",
          "link": "/config/html/title"
        }
      ]
    },
    {
      "text": "server",
      "items": [
        {
          "text": "server.base",
          "link": "/config/server/base"
        },
        {
          "text": "server.compress",
          "link": "/config/server/compress"
        },
        {
          "text": "server.cors",
          "link": "/config/server/cors"
        },
        {
          "text": "server.headers",
          "link": "/config/server/headers"
        },
        {
          "text": "server.historyApiFallback",
          "link": "/config/server/history-api-fallback"
        },
        {
          "text": "server.host",
          "link": "/config/server/host"
        },
        {
          "text": "server.htmlFallback",
          "link": "/config/server/html-fallback"
        },
        {
          "text": "server.https",
          "link": "/config/server/https"
        },
        {
          "text": "server.middlewareMode",
          "link": "/config/server/middleware-mode"
        },
        {
          "text": "server.open",
          "link": "/config/server/open"
        },
        {
          "text": "server.port",
          "link": "/config/server/port"
        },
        {
          "text": "server.printUrls",
          "link": "/config/server/print-urls"
        },
        {
          "text": "server.proxy",
          "link": "/config/server/proxy"
        },
        {
          "text": "server.publicDir",
          "link": "/config/server/public-dir"
        },
        {
          "text": "server.strictPort",
          "link": "/config/server/strict-port"
        }
      ]
    },
    {
      "text": "security",
      "items": [
        {
          "text": "security.nonce",
          "link": "/config/security/nonce"
        },
        {
          "text": "security.sri",
          "link": "/config/security/sri"
        }
      ]
    },
    {
      "text": "tools",
      "items": [
        {
          "text": "tools.bundlerChain",
          "link": "/config/tools/bundler-chain"
        },
        {
          "text": "tools.cssExtract",
          "link": "/config/tools/css-extract"
        },
        {
          "text": "tools.cssLoader",
          "link": "/config/tools/css-loader"
        },
        {
          "text": "tools.htmlPlugin",
          "link": "/config/tools/html-plugin"
        },
        {
          "text": "tools.lightningcssLoader",
          "link": "/config/tools/lightningcss-loader"
        },
        {
          "text": "tools.postcss",
          "link": "/config/tools/postcss"
        },
        {
          "text": "tools.rspack",
          "link": "/config/tools/rspack"
        },
        {
          "text": "tools.styleLoader",
          "link": "/config/tools/style-loader"
        },
        {
          "text": "tools.swc",
          "link": "/config/tools/swc"
        }
      ]
    },
    {
      "text": "performance",
      "items": [
        {
          "text": "performance.buildCache",
          "link": "/config/performance/build-cache"
        },
        {
          "text": "performance.bundleAnalyze",
          "link": "/config/performance/bundle-analyze"
        },
        {
          "text": "performance.chunkSplit",
          "link": "/config/performance/chunk-split"
        },
        {
          "text": "performance.dnsPrefetch",
          "link": "/config/performance/dns-prefetch"
        },
        {
          "text": "performance.preconnect",
          "link": "/config/performance/preconnect"
        },
        {
          "text": "performance.prefetch",
          "link": "/config/performance/prefetch"
        },
        {
          "text": "performance.preload",
          "link": "/config/performance/preload"
        },
        {
          "text": "performance.printFileSize",
          "link": "/config/performance/print-file-size"
        },
        {
          "text": "performance.profile",
          "link": "/config/performance/profile"
        },
        {
          "text": "performance.removeConsole",
          "link": "/config/performance/remove-console"
        },
        {
          "text": "performance.removeMomentLocale",
          "link": "/config/performance/remove-moment-locale"
        }
      ]
    },
    {
      "text": "moduleFederation",
      "items": [
        {
          "text": "moduleFederation.options",
          "link": "/config/module-federation/options"
        }
      ]
    }
  ],
  "/plugins/": [
    {
      "text": "插件列表",
      "items": [
        {
          "text": "总览",
          "link": "/plugins/list/"
        },
        {
          "text": "React 插件",
          "link": "/plugins/list/plugin-react"
        },
        {
          "text": "SVGR 插件",
          "link": "/plugins/list/plugin-svgr"
        },
        {
          "text": "Vue 插件",
          "link": "/plugins/list/plugin-vue"
        },
        {
          "text": "Preact 插件",
          "link": "/plugins/list/plugin-preact"
        },
        {
          "text": "Svelte 插件",
          "link": "/plugins/list/plugin-svelte"
        },
        {
          "text": "Solid 插件",
          "link": "/plugins/list/plugin-solid"
        },
        {
          "text": "Babel 插件",
          "link": "/plugins/list/plugin-babel"
        },
        {
          "text": "Sass 插件",
          "link": "/plugins/list/plugin-sass"
        },
        {
          "text": "Less 插件",
          "link": "/plugins/list/plugin-less"
        },
        {
          "text": "Stylus 插件",
          "link": "/plugins/list/plugin-stylus"
        },
        {
          "text": "Assets retry 插件",
          "link": "/plugins/list/plugin-assets-retry"
        }
      ]
    },
    {
      "text": "插件开发",
      "items": [
        {
          "text": "插件系统",
          "link": "/plugins/dev/"
        },
        {
          "text": "Plugin core",
          "link": "/plugins/dev/core"
        },
        {
          "text": "Plugin hooks",
          "link": "/plugins/dev/hooks"
        }
      ]
    }
  ],
  "/api/": [
    {
      "text": "开始",
      "items": [
        {
          "text": "JavaScript API",
          "link": "/api/start/"
        }
      ]
    },
    {
      "text": "JavaScript API",
      "items": [
        {
          "text": "Rsbuild core",
          "link": "/api/javascript-api/core"
        },
        {
          "text": "Rsbuild instance",
          "link": "/api/javascript-api/instance"
        },
        {
          "text": "Rsbuild types",
          "link": "/api/javascript-api/types"
        },
        {
          "text": "Dev server API",
          "link": "/api/javascript-api/dev-server-api"
        },
        {
          "text": "Environment API",
          "link": "/api/javascript-api/environment-api"
        }
      ]
    }
  ],
  "/community/": [
    {
      "text": "社区",
      "link": "/community/"
    },
    {
      "text": "版本发布",
      "items": [
        {
          "text": "总览",
          "link": "/community/releases/"
        },
        {
          "text": "Rsbuild 1.0 发布",
          "link": "/community/releases/v1-0"
        },
        {
          "text": "Rsbuild 0.7 发布",
          "link": "/community/releases/v0-7"
        },
        {
          "text": "Rsbuild 0.6 发布",
          "link": "/community/releases/v0-6"
        },
        {
          "text": "Rsbuild 0.5 发布",
          "link": "/community/releases/v0-5"
        },
        {
          "text": "Rsbuild 0.4 发布",
          "link": "/community/releases/v0-4"
        },
        {
          "text": "Rsbuild 0.3 发布",
          "link": "/community/releases/v0-3"
        },
        {
          "text": "Rsbuild 0.2 发布",
          "link": "/community/releases/v0-2"
        },
        {
          "text": "Rsbuild 0.1 发布",
          "link": "/community/releases/v0-1"
        }
      ]
    }
  ]
};

export default defineConfig({
  title: 'Rsbuild',
  description: 'The Rspack-powered build tool for web applications',
  icon: '/logo.svg',
  logo: '/logo.svg',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'Rsbuild', description: 'The Rspack-powered build tool for web applications' },
    { lang: 'zh', label: '简体中文', title: 'Rsbuild', description: '由 Rspack 驱动的 Web 应用构建工具' },
  ],
  siteUrl: 'https://rsbuild.rs',
  route: { cleanUrls: true },
  feeds: [
    {
      id: 'releases',
      title: 'Rsbuild Releases',
      description: 'Release notes of Rsbuild',
      match: '^/community/releases/v',
    },
  ],
  markdown: { showLineNumbers: false, defaultWrapCode: false },
  redirects: [
  {
    "from": "/config/source/alias",
    "to": "/config/resolve/alias"
  },
  {
    "from": "/config/source/alias-strategy",
    "to": "/config/resolve/alias-strategy"
  },
  {
    "from": "/plugins/list/plugin-assets-retry",
    "to": "https://github.com/rspack-contrib/rsbuild-plugin-assets-retry"
  }
],
  themeConfig: {
    socialLinks: [
  {
    "icon": "github",
    "mode": "link",
    "content": "https://github.com/web-infra-dev/rsbuild"
  },
  {
    "icon": "x",
    "mode": "link",
    "content": "https://twitter.com/rspack_dev"
  },
  {
    "icon": "discord",
    "mode": "link",
    "content": "https://discord.gg/XsaKEEk4mW"
  },
  {
    "icon": "bluesky",
    "mode": "link",
    "content": "https://bsky.app/profile/rspack.dev"
  }
],
    nav: [
  {
    "text": "Guide",
    "link": "/guide/start/",
    "activeMatch": "/guide/"
  },
  {
    "text": "Config",
    "link": "/config/",
    "activeMatch": "/config/"
  },
  {
    "text": "Plugin",
    "link": "/plugins/list/",
    "activeMatch": "/plugins/"
  },
  {
    "text": "API",
    "link": "/api/start/",
    "activeMatch": "/api/"
  },
  {
    "text": "Community",
    "link": "/community/",
    "activeMatch": "/community/"
  },
  {
    "text": "Version",
    "items": [
      {
        "text": "Changelog",
        "link": "https://github.com/web-infra-dev/rsbuild/releases"
      },
      {
        "text": "Rsbuild 0.x Doc",
        "link": "http://v0.rsbuild.dev/"
      }
    ]
  }
],
    sidebar: sidebarEn,
    editLink: { docRepoBaseUrl: 'https://github.com/web-infra-dev/rsbuild/tree/main/website/docs', text: 'Edit this page on GitHub' },
    lastUpdated: true,
    enableScrollToTop: true,
    localeRedirect: 'never',
    locales: [
      { lang: 'en', label: 'English' },
      {
        lang: 'zh',
        label: '简体中文',
        nav: [
  {
    "text": "指南",
    "link": "/guide/start/",
    "activeMatch": "/guide/"
  },
  {
    "text": "配置",
    "link": "/config/",
    "activeMatch": "/config/"
  },
  {
    "text": "插件",
    "link": "/plugins/list/",
    "activeMatch": "/plugins/"
  },
  {
    "text": "API",
    "link": "/api/start/",
    "activeMatch": "/api/"
  },
  {
    "text": "社区",
    "link": "/community/",
    "activeMatch": "/community/"
  },
  {
    "text": "版本",
    "items": [
      {
        "text": "更新日志",
        "link": "https://github.com/web-infra-dev/rsbuild/releases"
      },
      {
        "text": "Rsbuild 0.x 文档",
        "link": "http://v0.rsbuild.dev/zh/"
      }
    ]
  }
],
        sidebar: sidebarZh,
        outlineTitle: '目录',
        prevPageText: '上一页',
        nextPageText: '下一页',
        lastUpdatedText: '最后更新时间',
        overviewFilterNameText: '筛选',
        overviewFilterPlaceholderText: '输入关键词',
        overviewFilterNoResultText: '没有找到匹配的 API',
        notFoundTitle: '页面未找到',
        notFoundText: '你访问的页面不存在。',
        takeMeHomeText: '返回首页',
        skipToContentText: '跳到正文',
        menuText: '菜单',
        searchPlaceholderText: '搜索文档',
        searchCancelText: '取消',
        searchNoResultsText: '没有找到',
        searchTryAgainText: '请换一个关键词再试',
        editLink: { docRepoBaseUrl: 'https://github.com/web-infra-dev/rsbuild/tree/main/website/docs', text: '在 GitHub 上编辑此页' },
      },
    ],
  },
});
