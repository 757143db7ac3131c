/**
 * A page whose content throws while rendering (a component the theme does not have, a bug in
 * an imported one) shows the error in place of its content instead of blanking the whole
 * site: navigation, sidebar and other pages keep working, and the next page (or the fixed
 * file, hot-updated in dev) starts fresh.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  routePath: string;
  /** The page's component: another page, or the same page hot-updated, clears the error. */
  content: unknown;
  /** What the reader is told, in the page's language. */
  message: string;
  children: ReactNode;
}

interface State {
  error?: Error;
  content: unknown;
}

export class PageErrorBoundary extends Component<Props, State> {
  state: State = { content: this.props.content };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.content === state.content ? null : { content: props.content, error: undefined };
  }

  componentDidCatch(error: Error): void {
    console.error(`[quire] the page ${this.props.routePath} failed to render:`, error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="q-page-error" role="alert">
        <p>{this.props.message}</p>
        <pre>{error.message}</pre>
      </div>
    );
  }
}
