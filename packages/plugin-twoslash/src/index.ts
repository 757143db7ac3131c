/**
 * `@quire/plugin-twoslash`: @rspress/plugin-twoslash for Quire. ```` ```ts twoslash ```` blocks are
 * type-checked with twoslash at build time; types show on hover and keyboard focus, errors and
 * `^?` queries as lines under the code, in static HTML and CSS.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QuirePlugin } from '@quire/core/config';
import type { TwoslashOptions } from 'twoslash';
import { twoslashInputs, twoslashTransformer } from './twoslash-transformer.js';

export interface PluginTwoslashOptions {
  /** Only code blocks with `twoslash` in their meta are checked; `false`: every `ts` and `tsx` block. @default true */
  explicitTrigger?: boolean;
  /** Keep TypeScript's language services between blocks with the same compiler options. @default true */
  cache?: boolean;
  /** Options for twoslash (compiler options, handbook options, extra files). */
  twoslashOptions?: TwoslashOptions;
}

export function pluginTwoslash(options: PluginTwoslashOptions = {}): QuirePlugin {
  const transformer = twoslashTransformer(twoslashInputs(options));
  return {
    name: '@quire/plugin-twoslash',
    markdown: { codeMeta: ['twoslash', 'notwoslash', 'no-twoslash'] },
    config: (config) => ({
      ...config,
      markdown: {
        ...config.markdown,
        shiki: { ...config.markdown?.shiki, transformers: [...(config.markdown?.shiki?.transformers ?? []), transformer] },
      },
    }),
    globalStyles: path.join(path.dirname(fileURLToPath(import.meta.url)), 'components', 'twoslash.css'),
  };
}

export default pluginTwoslash;
export { TwoslashCodeError } from './expected-errors.js';
