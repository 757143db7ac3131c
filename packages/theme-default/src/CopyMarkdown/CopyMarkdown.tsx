/** Copies the page's clean Markdown (published next to its HTML) for pasting into an AI assistant. */
import { markdownPath, usePageData, useSiteData, withBase } from '@quire/runtime';
import { useEffect, useRef, useState } from 'react';
import { useThemeConfig } from '../logic/theme-config';

type State = 'idle' | 'copied' | 'failed';

export function CopyMarkdown() {
  const page = usePageData();
  const site = useSiteData();
  const { texts } = useThemeConfig();
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      const res = await fetch(withBase(markdownPath(page.routePath), site.base));
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await navigator.clipboard.writeText(await res.text());
      setState('copied');
    } catch (error) {
      console.warn('[quire] could not copy the page as Markdown:', error);
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  };
  const label = state === 'copied' ? texts.copyMarkdownDoneText : state === 'failed' ? texts.copyMarkdownFailedText : texts.copyMarkdownText;
  return (
    <button type="button" className="q-copy-markdown" onClick={copy} aria-live="polite">
      {label}
    </button>
  );
}
