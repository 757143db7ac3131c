/** "On this page": the h2–h4 headings of the current page. */
import { usePageData } from '@quire/runtime';
import { useThemeConfig } from '../logic/theme-config';

export function Outline() {
  const page = usePageData();
  const { texts } = useThemeConfig();
  if (!page.toc.length) return null;
  return (
    <aside className="q-outline" aria-labelledby="q-outline-title">
      <p id="q-outline-title" className="q-outline__title">
        {texts.outlineTitle}
      </p>
      <ul className="q-outline__items">
        {page.toc.map((item) => (
          <li key={item.id} className={`q-outline__item q-outline__item--${item.depth}`}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
