/** The site's content spaces (`@quire/shared`'s `SpaceLayout`) as its config sets them. */
import type { SpaceLayout } from '@quire/shared';
import type { ResolvedConfig } from './validate.js';

export function spaceLayout(config: Pick<ResolvedConfig, 'langs' | 'lang' | 'multiVersion'>): SpaceLayout {
  return { langs: config.langs, defaultLang: config.lang, versions: config.multiVersion.versions, defaultVersion: config.multiVersion.default };
}
