/**
 * One tab per search index (WAI-ARIA tabs: arrow keys, Home and End move and activate, only
 * the active tab is in the Tab order). Rendered only when there are several indexes.
 */
import type { SearchIndexOption } from '@quire/runtime';
import { type KeyboardEvent, useRef } from 'react';

export interface SearchTabsProps {
  indexes: readonly SearchIndexOption[];
  active: number;
  onChange: (tab: number) => void;
  /** Id prefix: tab `i` is `${id}-tab-${i}`, its panel `${id}-panel`. */
  id: string;
  label: string;
  /** Results per index, shown beside each label once a search ran. */
  counts?: readonly number[];
}

export function SearchTabs({ indexes, active, onChange, id, label, counts }: SearchTabsProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const last = indexes.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : e.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="q-search__tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {indexes.map((index, i) => (
        <button
          key={index.value}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${id}-tab-${i}`}
          aria-selected={i === active}
          aria-controls={`${id}-panel`}
          tabIndex={i === active ? 0 : -1}
          className={`q-search__tab${i === active ? ' q-search__tab--active' : ''}`}
          onClick={() => onChange(i)}
        >
          {index.label}
          {counts?.[i] !== undefined && <span className="q-search__tab-count"> ({counts[i]})</span>}
        </button>
      ))}
    </div>
  );
}
