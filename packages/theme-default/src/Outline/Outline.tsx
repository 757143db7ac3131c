/** "On this page": the h2–h4 headings of the current page, with the current one highlighted. */
import { usePageData } from '@quire/runtime';
import type { OutlineSlots } from '../Layout/slots';
import { useThemeConfig } from '../logic/theme-config';
import { OutlineLinks } from './OutlineLinks';
import { useActiveHeading } from './useActiveHeading';

export function Outline({ beforeOutline, afterOutline }: OutlineSlots) {
  const page = usePageData();
  const { texts } = useThemeConfig();
  const active = useActiveHeading(page.toc.map((t) => t.id));
  if (!page.toc.length) return null;
  return (
    <aside className="q-outline" aria-labelledby="q-outline-title">
      {beforeOutline}
      <p id="q-outline-title" className="q-outline__title">
        {texts.outlineTitle}
      </p>
      <nav aria-labelledby="q-outline-title">
        <OutlineLinks items={page.toc} active={active} />
      </nav>
      {afterOutline}
    </aside>
  );
}
