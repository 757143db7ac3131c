/**
 * The components pages use without an import: the theme's, and the site's global components
 * (`markdown.globalComponents` in the config), which win over a theme component of the same name.
 */
import globalComponents from '@quire/virtual-global-components';
import { components } from '@theme';

export const mdxComponents = { ...components, ...globalComponents };
