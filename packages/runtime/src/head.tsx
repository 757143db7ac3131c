/**
 * Rspress's `<Head>`: `<meta>`, `<link>` and `<title>` elements for the document head. React 19
 * hoists these elements into `<head>` wherever they are rendered, so the component only groups them.
 */
import type { ReactNode } from 'react';

export function Head({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
