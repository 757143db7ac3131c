/**
 * The home page's feature cards, placed wherever the page puts `<FeatureCards />` (after the
 * hero). The cards come from the page's `featureCards` frontmatter, so each language keeps its
 * own texts; the default theme's `HomeFeatures` draws them.
 */
import { usePageData } from '@quire/runtime';
import { HomeFeatures } from '@quire/theme-default';
import type { ComponentProps } from 'react';
import './FeatureCards.css';

export type Feature = ComponentProps<typeof HomeFeatures>['features'][number];

export function FeatureCards({ features }: { features?: Feature[] }) {
  const page = usePageData();
  const list = features ?? (page.frontmatter.featureCards as Feature[] | undefined) ?? [];
  if (list.length === 0) return null;
  return (
    <div className="rs-features">
      <HomeFeatures features={list} />
    </div>
  );
}
