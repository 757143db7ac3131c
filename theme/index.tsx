/**
 * The Rsbuild site's theme: the default theme with the site's colours and the sibling-tools
 * popover for the navbar. The landing page's sections live in `./home`, imported by the pages
 * that show them, so they stay out of every other page's first load.
 */
import { components as defaultComponents, Layout as DefaultLayout } from '@quire/theme-default';
import { ASSET_HOST, assetUrl } from './assets/assets';
import { SiblingTools } from './SiblingTools/SiblingTools';
import './styles.css';

export * from '@quire/theme-default';
export { ASSET_HOST, assetUrl, SiblingTools };
export type { SiblingToolCard, SiblingToolGroup, SiblingToolsProps } from './SiblingTools/SiblingTools';

/** The default layout with the sibling-tools widget before the navbar title. */
export function Layout() {
  return <DefaultLayout beforeNavTitle={<SiblingTools />} />;
}

export const components = { ...defaultComponents, SiblingTools };
