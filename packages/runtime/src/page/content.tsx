import { type ComponentType, useContext } from 'react';
import { PageContext, useSiteData } from '../data/context';
import { themeText } from '@quire/shared/theme-texts';
import { PageErrorBoundary } from './page-error';

/** Renders the current page's MDX content; the theme places it in its layout. */
export function Content() {
  const state = useContext(PageContext);
  const site = useSiteData();
  const Component = state?.Component as ComponentType | undefined;
  if (!Component) return null;
  return (
    <PageErrorBoundary
      routePath={state?.page.routePath ?? ''}
      content={Component}
      message={themeText(site.themeConfig, state?.page.lang ?? site.lang, 'pageErrorText', site.i18n)}
    >
      <Component />
    </PageErrorBoundary>
  );
}
