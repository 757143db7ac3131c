/**
 * The config an Rspress user writes for Rspress's own website (rspress.config.ts in
 * web-infra-dev/rspress `website/`) when moving to Quire, with Quire's extension points only:
 * what `scripts/rspress-compat.ts --config` adds to the config it writes.
 *
 *   pnpm exec tsx scripts/rspress-compat.ts /tmp/rsp/website --exclude '**\/fragments/**' --exclude 'components/**' \
 *     --config scripts/rspress-compat/rspress-website.ts
 */
import path from 'node:path';
import type { QuirePlugin, UserConfig } from '@quire/core/config';
import { pluginSass } from '@rsbuild/plugin-sass';
import { treeGrammar } from './tree-grammar';

/**
 * Rspress's preview, playground and twoslash plugins read these code block options. Until they
 * are ported, this plugin accepts the options and the blocks show their code only: no live
 * preview, no editor, no type popups.
 */
const rspressCodePlugins: QuirePlugin = {
  name: 'rspress-code-plugins-as-code',
  markdown: { codeMeta: ['preview', 'iframe', 'playground', 'direction', 'twoslash'] },
};

/** `root` is the site's folder (the `docs/` parent), where the script copies the tree. */
export default function rspressWebsiteConfig(root: string): UserConfig {
  return {
    markdown: { shiki: { langs: [treeGrammar] } },
    plugins: [rspressCodePlugins],
    builderConfig: {
      // rspress.config.ts's builderConfig.plugins; the others (Google Analytics, Open Graph) add no content.
      plugins: [pluginSass()],
      // The website's tsconfig.json `paths`.
      resolve: { alias: { '@en': path.join(root, 'docs/en'), '@zh': path.join(root, 'docs/zh') } },
    },
  };
}
