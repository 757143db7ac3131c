/**
 * The config an Rspress user writes for Rsbuild's website (web-infra-dev/rsbuild `website/`,
 * whose Rspress config is `rstack.config.ts`, `rspress.config.ts` before) when moving to Quire,
 * with Quire's extension points only: what `scripts/rspress-compat.ts --config` adds to the
 * config it writes. Its pages import the site's components, which `--copy` brings along.
 *
 *   pnpm exec tsx scripts/rspress-compat.ts /tmp/rsb/website --exclude 'shared/**' --copy theme/components \
 *     --config scripts/rspress-compat/rsbuild-website.ts
 */
import path from 'node:path';
import type { UserConfig } from '@quire/core/config';
import { pluginSass } from '@rsbuild/plugin-sass';

/** `root` is the site's folder (the `docs/` parent), where the script copies the tree. */
export default function rsbuildWebsiteConfig(root: string): UserConfig {
  return {
    builderConfig: {
      // Its config's builderConfig.plugins that bear on content: the components' .module.scss.
      plugins: [pluginSass()],
      // The website's tsconfig.json `paths`.
      resolve: {
        alias: {
          '@components': path.join(root, 'theme/components'),
          '@en': path.join(root, 'docs/en'),
          '@zh': path.join(root, 'docs/zh'),
        },
      },
    },
  };
}
