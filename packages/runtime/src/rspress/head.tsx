/**
 * Rspress's `<Head>`: `<meta>`, `<link>` and `<title>` elements for the document head. They are
 * rendered into `document.head` once the page has mounted, and never into the pre-rendered body
 * (where React would leave them during hydration).
 */
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

export function Head({ children }: { children?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? createPortal(children, document.head) : null;
}
