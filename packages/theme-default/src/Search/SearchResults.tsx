/**
 * The result list of one index: pages as groups, hits as options. The search input owns the
 * keyboard (aria-activedescendant); options react to the pointer only.
 */
import type { PageResult } from '@quire/runtime';
import { Highlight } from './Highlight';

export interface SearchResultsProps {
  results: readonly PageResult[];
  /** Id prefix: hit `i` (counted across pages) is `${id}-${i}`. */
  id: string;
  selected: number;
  onSelect: (hit: number) => void;
  onOpen: (link: string) => void;
}

export function SearchResults({ results, id, selected, onSelect, onOpen }: SearchResultsProps) {
  let index = -1;
  return (
    <>
      {results.map((page, g) => (
        <div key={page.routePath} className="q-search__group" role="group" aria-labelledby={`${id}-g${g}`}>
          <div id={`${id}-g${g}`} className="q-search__group-title">
            {page.title}
          </div>
          {page.hits.map((hit) => {
            index++;
            const i = index;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard
              <div
                key={`${hit.type}-${hit.link}-${i}`}
                id={`${id}-${i}`}
                role="option"
                aria-selected={i === selected}
                data-index={i}
                data-link={hit.link}
                className={`q-search__hit${i === selected ? ' q-search__hit--selected' : ''}`}
                onMouseEnter={() => onSelect(i)}
                onClick={() => onOpen(hit.link)}
              >
                <span className="q-search__hit-header">{hit.type === 'content' ? hit.header : hit.type === 'header' ? '#' : ''}</span>
                <span className="q-search__hit-text">
                  <Highlight text={hit.statement} ranges={hit.highlightInfoList} />
                </span>
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
}
