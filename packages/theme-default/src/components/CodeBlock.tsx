/**
 * A highlighted code block (markup made at build time by shiki) with title bar, language
 * label, copy button and wrap toggle.
 */
import { useEffect, useRef, useState } from 'react';
import { useThemeConfig } from '../logic/theme-config';
import { Tooltip } from './Tooltip';

/** How long the copy button shows its "copied" state. */
export const COPIED_MS = 2000;

export interface CodeBlockProps {
  lang: string;
  html: string;
  title?: string;
  lineNumbers?: boolean;
  wrap?: boolean;
  /** Rspress's `height=350`: the code scrolls past this many pixels (with `fold`, it is the folded height). */
  height?: number;
  /** Rspress's `fold`: the code is cut at `height` (300 px by default) until the reader expands it. */
  fold?: boolean;
}

const FOLDED_HEIGHT = 300;

/** The code's text without what a plugin marked `q-copy-ignore` (type popups, error lines). */
function copiedText(code: Element | null | undefined): string {
  if (!code) return '';
  const copy = code.cloneNode(true) as Element;
  for (const ignored of copy.querySelectorAll('.q-copy-ignore')) ignored.remove();
  return copy.textContent ?? '';
}

export function CodeBlock({ lang, html, title, lineNumbers, wrap: wrapByDefault = false, height, fold = false }: CodeBlockProps) {
  const { texts } = useThemeConfig();
  const body = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const [wrap, setWrap] = useState(wrapByDefault);
  const [folded, setFolded] = useState(fold);
  const maxHeight = fold ? (folded ? (height ?? FOLDED_HEIGHT) : undefined) : height;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const text = copiedText(body.current?.querySelector('code'));
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      console.warn('[quire] copy to clipboard failed:', error);
    }
  };
  const copyLabel = copied ? texts.codeButtonGroupCopiedText : texts.codeButtonGroupCopyButtonText;
  const classes = ['q-code', `language-${lang}`, lineNumbers ? 'q-code--numbers' : '', wrap ? 'q-code--wrap' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {title && <div className="q-code__title">{title}</div>}
      <div className="q-code__body">
        <span className="q-code__lang">{lang}</span>
        <div
          ref={body}
          className="q-code__scroll"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can scroll long lines
          tabIndex={0}
          style={maxHeight === undefined ? undefined : { maxHeight, overflowY: fold ? 'hidden' : 'auto' }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: shiki output, code text escaped at build time
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <div className="q-code__actions">
          <Tooltip content={texts.codeButtonGroupWrapButtonText} placement="left">
            <button
              type="button"
              className="q-code__button"
              aria-pressed={wrap}
              aria-label={texts.codeButtonGroupWrapButtonText}
              onClick={() => setWrap((w) => !w)}
            >
              ⤶
            </button>
          </Tooltip>
          <Tooltip content={copyLabel} placement="left">
            <button type="button" className={`q-code__button${copied ? ' q-code__button--copied' : ''}`} aria-label={copyLabel} onClick={copy}>
              {copied ? '✓' : '⧉'}
            </button>
          </Tooltip>
        </div>
      </div>
      {fold && (
        <button type="button" className="q-code__fold" aria-expanded={!folded} onClick={() => setFolded((f) => !f)}>
          {folded ? texts.codeExpandText : texts.codeCollapseText}
        </button>
      )}
    </div>
  );
}
