/**
 * The Rsbuild site's theme: the default theme with the site's colours and the components its
 * pages use (home hero, feature cards, benchmark chart, tool stack, footer) plus the
 * sibling-tools popover for the navbar.
 */
import { components as defaultComponents, Layout as DefaultLayout } from '@quire/theme-default';
import { ASSET_HOST, assetUrl } from './assets/assets';
import { Benchmark } from './Benchmark/Benchmark';
import { FeatureCards } from './FeatureCards/FeatureCards';
import { Hero } from './Hero/Hero';
import { HomeFooter } from './HomeFooter/HomeFooter';
import { SiblingTools } from './SiblingTools/SiblingTools';
import { SiteHero } from './SiteHero/SiteHero';
import { ToolStack } from './ToolStack/ToolStack';
import './styles.css';

export * from '@quire/theme-default';
export { ASSET_HOST, assetUrl, Benchmark, FeatureCards, Hero, HomeFooter, SiblingTools, SiteHero, ToolStack };
export type { HeroProps } from './Hero/Hero';
export type { SiblingToolCard, SiblingToolGroup, SiblingToolsProps } from './SiblingTools/SiblingTools';

/** The default layout with the sibling-tools widget before the navbar title. */
export function Layout() {
  return <DefaultLayout beforeNavTitle={<SiblingTools />} />;
}

export const components = { ...defaultComponents, Benchmark, FeatureCards, Hero, HomeFooter, SiblingTools, SiteHero, ToolStack };
