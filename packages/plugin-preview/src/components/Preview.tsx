/**
 * A previewed code block: the demo above its code (`internal`, the code behind a disclosure as in
 * Rspress), the code beside an iframe of the demo's page (`iframe-follow`), or the code with the
 * device that shows the page's fixed demos (`iframe-fixed`).
 */
import { useLang, useSiteData, withBase } from '@quire/runtime';
import { Children, type ReactNode, useState } from 'react';

interface PreviewProps {
  previewMode: 'internal' | 'iframe-follow' | 'iframe-fixed';
  demoId: string;
  /** The iframe's page: every `iframe-follow` block, and the first `iframe-fixed` block of a page. */
  src?: string;
  /** The code block, then (`internal`) the demo. */
  children?: ReactNode;
}

const TEXTS = {
  en: { code: 'Code', refresh: 'Reload the demo', open: 'Open in a new page', demo: 'Demo' },
  zh: { code: '代码', refresh: '刷新示例', open: '在新页面打开', demo: '示例' },
};

function DemoFrame({ src, className }: { src: string; className: string }) {
  const texts = useLang() === 'zh' ? TEXTS.zh : TEXTS.en;
  const url = withBase(src, useSiteData().base);
  const [reloads, setReloads] = useState(0);
  return (
    <div className={className}>
      <iframe key={reloads} className="q-preview__iframe" src={url} title={texts.demo} loading="lazy" />
      <div className="q-preview__actions">
        <button type="button" className="q-preview__action" onClick={() => setReloads((n) => n + 1)}>
          {texts.refresh}
        </button>
        <a className="q-preview__action" href={url} target="_blank" rel="noopener">
          {texts.open}
        </a>
      </div>
    </div>
  );
}

export default function Preview({ previewMode, demoId, src, children }: PreviewProps) {
  const texts = useLang() === 'zh' ? TEXTS.zh : TEXTS.en;
  const [code, demo] = Children.toArray(children);
  if (previewMode === 'iframe-follow')
    return (
      <div className="q-preview q-preview--iframe-follow" data-demo={demoId}>
        <div className="q-preview__code">{code}</div>
        {src && <DemoFrame src={src} className="q-preview__device" />}
      </div>
    );
  if (previewMode === 'iframe-fixed')
    return (
      <div className="q-preview q-preview--iframe-fixed" data-demo={demoId}>
        {code}
        {src && <DemoFrame src={src} className="q-preview-fixed" />}
      </div>
    );
  return (
    <div className="q-preview q-preview--internal" data-demo={demoId}>
      <div className="q-preview__demo">{demo}</div>
      <details className="q-preview__disclosure">
        <summary className="q-preview__summary">{texts.code}</summary>
        {code}
      </details>
    </div>
  );
}
