/** Rspress's `<Callout type title>`: the same box a `:::type` container renders. */
import type { ReactNode } from 'react';
import { Container } from './Container';

export interface CalloutProps {
  type: 'tip' | 'note' | 'important' | 'warning' | 'caution' | 'danger' | 'info' | 'details';
  title?: string;
  children?: ReactNode;
}

export function Callout({ type, title, children }: CalloutProps) {
  return (
    <Container type={type} title={title}>
      {children}
    </Container>
  );
}
