import { type ComponentType, useContext } from 'react';
import { PageContext } from './context';

/** Renders the current page's MDX content; the theme places it in its layout. */
export function Content() {
  const state = useContext(PageContext);
  const Component = state?.Component as ComponentType | undefined;
  return Component ? <Component /> : null;
}
