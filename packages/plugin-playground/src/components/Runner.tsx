/**
 * The playground's preview: compiles the code (the compiler loads with the first run), runs it and
 * renders its default export; a change runs again once typing pauses. An error replaces the preview
 * as text in a live region, so a screen reader announces it.
 */
import { Component, type ElementType, type ReactNode, useEffect, useRef, useState } from 'react';
import { type ModuleLoaders, runModule } from './run-module.js';
import type { PlaygroundTexts } from './texts.js';

export interface RunnerProps {
  code: string;
  language: string;
  imports: ModuleLoaders;
  texts: PlaygroundTexts;
  className?: string;
}

/** How long typing pauses before the preview runs the code again. */
const PAUSE_MS = 300;

type Outcome = { kind: 'loading' } | { kind: 'ready'; component: ElementType; run: number } | { kind: 'error'; message: string };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Catches what the reader's component throws while rendering, so the page around it stays. */
class RenderBoundary extends Component<{ onError: (message: string) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(messageOf(error));
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function Runner({ code, language, imports, texts, className = '' }: RunnerProps) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  const runs = useRef(0);
  // The latest loaders and texts, read when a run starts: a new object for the same modules is no reason to run again.
  const given = useRef({ imports, texts });
  given.current = { imports, texts };
  useEffect(() => {
    const run = ++runs.current;
    const start = async () => {
      try {
        const { compilePlaygroundCode } = await import('../compile-code.js');
        const component = await runModule(compilePlaygroundCode(code, language), given.current.imports, given.current.texts);
        if (run === runs.current) setOutcome({ kind: 'ready', component, run });
      } catch (error) {
        if (run === runs.current) setOutcome({ kind: 'error', message: messageOf(error) });
      }
    };
    // The first run starts at once; later ones wait for the reader to pause.
    const timer = setTimeout(start, run === 1 ? 0 : PAUSE_MS);
    return () => clearTimeout(timer);
  }, [code, language]);
  const Shown = outcome.kind === 'ready' ? outcome.component : undefined;
  return (
    <section className={`q-playground__preview ${className}`.trim()} aria-label={texts.preview}>
      {outcome.kind === 'loading' && <p className="q-playground__loading">{texts.loading}</p>}
      {Shown && outcome.kind === 'ready' && (
        <RenderBoundary key={outcome.run} onError={(message) => setOutcome({ kind: 'error', message })}>
          <Shown />
        </RenderBoundary>
      )}
      <div className="q-playground__status" aria-live="polite">
        {outcome.kind === 'error' && (
          <pre className="q-playground__error">
            <strong>{texts.error}: </strong>
            {outcome.message}
          </pre>
        )}
      </div>
    </section>
  );
}
