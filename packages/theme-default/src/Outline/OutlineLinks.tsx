/** The list of heading links shared by the side outline and the dropdown. */
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from '@quire/runtime';
import { scrollToHeading } from './scroll-to-heading';

export interface OutlineEntry {
  id: string;
  text: string;
  depth: number;
}

export function OutlineLinks({ items, active, onChoose }: { items: readonly OutlineEntry[]; active?: string; onChoose?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const choose = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    // Update the hash without the router's own jump, then glide to the heading.
    // Keep the query (page switches such as ?navbar=0) and only change the hash.
    navigate({ pathname: location.pathname, search: location.search, hash: `#${id}` });
    scrollToHeading(id);
    onChoose?.();
  };
  return (
    <ul className="q-outline__items">
      {items.map((item) => (
        <li key={item.id} className={`q-outline__item q-outline__item--${item.depth}`}>
          <a
            href={`#${item.id}`}
            className={`q-outline__link${item.id === active ? ' q-outline__link--active' : ''}`}
            aria-current={item.id === active ? 'location' : undefined}
            onClick={(e) => choose(e, item.id)}
          >
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
