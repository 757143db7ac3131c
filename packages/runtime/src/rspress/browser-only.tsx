/**
 * Rspress's `<BrowserOnly fallback>{() => …}</BrowserOnly>` and `<NoSSR>`: content that needs the
 * browser is left out of the pre-rendered HTML and rendered after hydration.
 */
import type { ReactNode } from 'react';
import { ClientOnly } from './client-only';

/** The children are a function, so nothing in them runs while the page is pre-rendered in Node. */
export function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <ClientOnly fallback={fallback}>{typeof children === 'function' ? <Deferred render={children} /> : children}</ClientOnly>;
}

function Deferred({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

/** The older form: JSX children, which are still evaluated (but not rendered) during pre-rendering. */
export function NoSSR({ children }: { children?: ReactNode }) {
  return <ClientOnly>{children}</ClientOnly>;
}
