/**
 * Rspress's `CodeBlockRuntime`: a code block whose code is only known when the page runs (a prop
 * made by a component), highlighted in the browser. The page shows the plain code first (the
 * pre-rendered HTML and the first render in the browser agree), then the highlighted code once
 * shiki, loaded on first use, has coloured it with GitHub's light and dark themes.
 */
import { useEffect, useRef, useState } from 'react';
import type { CodeOptionsMultipleThemes, CodeToHastOptionsCommon, ShikiTransformer } from 'shiki';
import type { BundledLanguage, BundledTheme, Highlighter } from 'shiki/bundle/web';
import { CodeBlock } from './CodeBlock';

export interface CodeBlockRuntimeProps {
  lang: string;
  code: string;
  title?: string;
  /** shiki's options besides the language, such as `transformers`; `themes` replaces GitHub's. */
  shikiOptions?: ShikiOptions;
  /** Called once the highlighted code is in the page (to scroll to it, for instance). */
  onRendered?: () => void;
  wrapCode?: boolean;
  lineNumbers?: boolean;
  fold?: boolean;
  height?: number;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** The code as shiki lays it out, without colours. */
export function plainCodeHtml(code: string): string {
  const lines = code.split('\n').map((line) => `<span class="line">${line.replace(/[&<>]/g, (c) => ESCAPES[c])}</span>`);
  return `<pre class="shiki"><code>${lines.join('\n')}</code></pre>`;
}

/** The colours of the default theme's build-time code, each token carrying both (`content.css`). */
const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** What `shikiOptions` may hold: shiki's options for one block, with two or more themes. */
export type ShikiOptions = Partial<Omit<CodeToHastOptionsCommon, 'lang'>> &
  Partial<Pick<CodeOptionsMultipleThemes<BundledTheme>, 'themes'>> & { transformers?: ShikiTransformer[] };

let highlighter: Promise<Highlighter> | undefined;

/**
 * Highlights with shiki's web bundle (the languages documentation shows) and its JavaScript
 * regular expressions, so no WebAssembly is fetched; grammars and themes load as blocks need them.
 */
async function highlight(code: string, lang: string, options: ShikiOptions | undefined): Promise<string> {
  highlighter ??= Promise.all([import('shiki/bundle/web'), import('shiki/engine/javascript')]).then(([web, engine]) =>
    web.createHighlighter({ themes: [], langs: [], engine: engine.createJavaScriptRegexEngine() }),
  );
  const h: Highlighter = await highlighter;
  const themes = options?.themes ?? THEMES;
  await Promise.all([h.loadLanguage(lang as BundledLanguage), ...Object.values(themes).map((t) => h.loadTheme(t as BundledTheme))]);
  return h.codeToHtml(code, { lang, defaultColor: false, ...options, themes });
}

export function CodeBlockRuntime({ lang, code, title, shikiOptions, onRendered, wrapCode, lineNumbers, fold, height }: CodeBlockRuntimeProps) {
  const [html, setHtml] = useState(() => plainCodeHtml(code));
  const [highlighted, setHighlighted] = useState(false);
  const rendered = useRef(onRendered);
  rendered.current = onRendered;
  useEffect(() => {
    let current = true;
    setHtml(plainCodeHtml(code));
    setHighlighted(false);
    highlight(code, lang, shikiOptions).then(
      (out) => {
        if (!current) return;
        setHtml(out.replace(' tabindex="0"', ''));
        setHighlighted(true);
      },
      (error: unknown) => console.warn(`[quire] CodeBlockRuntime could not highlight ${lang}:`, error),
    );
    return () => {
      current = false;
    };
  }, [code, lang, shikiOptions]);
  useEffect(() => {
    if (highlighted) rendered.current?.();
  }, [highlighted]);
  return <CodeBlock lang={lang} html={html} title={title} lineNumbers={lineNumbers} wrap={wrapCode} fold={fold} height={height} />;
}
