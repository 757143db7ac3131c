import { type ComponentType, useContext } from 'react';
import { PageContext } from './context';
import { PageErrorBoundary } from './page-error';

/** Renders the current page's MDX content; the theme places it in its layout. */
export function Content() {
  const state = useContext(PageContext);
  const Component = state?.Component as ComponentType | undefined;
  if (!Component) return null;
  return (
    <PageErrorBoundary routePath={state?.page.routePath ?? ''} content={Component}>
      <Component />
    </PageErrorBoundary>
  );
}
