/**
 * The landing page's sections. Pages import them from here rather than getting them from the
 * theme's component map, so their code and CSS ship with the pages that use them instead of
 * with every page's first load.
 */
export { Benchmark } from './Benchmark/Benchmark';
export { FeatureCards } from './FeatureCards/FeatureCards';
export { Hero } from './Hero/Hero';
export type { HeroProps } from './Hero/Hero';
export { HomeFooter } from './HomeFooter/HomeFooter';
export { SiteHero } from './SiteHero/SiteHero';
export { ToolStack } from './ToolStack/ToolStack';
