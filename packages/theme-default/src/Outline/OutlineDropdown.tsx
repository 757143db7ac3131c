/** Below 1280 px the outline is a dropdown at the top of the article. */
import { usePageData } from '@quire/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { useThemeConfig } from '../logic/theme-config';
import { OutlineLinks } from './OutlineLinks';

export function OutlineDropdown() {
  const page = usePageData();
  const { texts } = useThemeConfig();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  useEffect(() => setOpen(false), [page.routePath]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  if (!page.toc.length) return null;
  return (
    <div ref={root} className={`q-outline-dropdown${open ? ' q-outline-dropdown--open' : ''}`}>
      <button type="button" className="q-outline-dropdown__button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {texts.outlineTitle}
        <span className="q-outline-dropdown__chevron" aria-hidden="true" />
      </button>
      <div id={listId} className="q-outline-dropdown__panel" hidden={!open}>
        <OutlineLinks items={page.toc} onChoose={() => setOpen(false)} />
      </div>
    </div>
  );
}
