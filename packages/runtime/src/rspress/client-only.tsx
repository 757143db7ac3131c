import { type ReactNode, useEffect, useState } from 'react';

/** Renders its children only after the first mount, so server and client HTML agree. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children : fallback}</>;
}
