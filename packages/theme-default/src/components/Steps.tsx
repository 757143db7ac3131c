/**
 * Numbered steps: every heading written inside `<Steps>` starts a step, and the content under
 * it is the step's body. The numbers are CSS counters, so the headings stay plain headings
 * (their ids, the outline and search are unchanged).
 */
import type { ReactNode } from 'react';

export function Steps({ children }: { children?: ReactNode }) {
  return <div className="q-steps">{children}</div>;
}
