/**
 * The result list of one index: pages as groups, hits as options. Each hit is a link, so it opens
 * in a new tab, with a middle click or from its context menu like any other; the search input
 * owns the keyboard (aria-activedescendant), so hits are not tab stops.
 */
import { type PageResult, useFollowLink, useHrefResolver } from '@quire/runtime';
import { isExternal } from '../components/Link';
import { Highlight } from './Highlight';

export interface SearchResultsProps {
  results: readonly PageResult[];
  /** Id prefix: hit `i` (counted across pages) is `${id}-${i}`. */
  id: string;
  selected: number;
  onSelect: (hit: number) => void;
  /** A hit was followed in this tab (a plain click): the dialog closes. */
  onFollow: () => void;
}

export function SearchResults({ results, id, selected, onSelect, onFollow }: SearchResultsProps) {
  const href = useHrefResolver();
  const follow = useFollowLink<HTMLAnchorElement>();
  let index = -1;
  return (
    <>
      {results.map((page, g) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of links, which a <fieldset> (for form controls) is not.
        <div key={page.routePath} className="q-search__group" role="group" aria-labelledby={`${id}-g${g}`}>
          <div id={`${id}-g${g}`} className="q-search__group-title">
            {page.title}
          </div>
          {page.hits.map((hit) => {
            index++;
            const i = index;
            const external = isExternal(hit.link);
            return (
              <a
                key={`${hit.type}-${hit.link}-${i}`}
                id={`${id}-${i}`}
                href={external ? hit.link : href(hit.link)}
                role="option"
                aria-selected={i === selected}
                tabIndex={-1}
                data-index={i}
                data-link={hit.link}
                className={`q-search__hit${i === selected ? ' q-search__hit--selected' : ''}`}
                onMouseEnter={() => onSelect(i)}
                onClick={(e) => {
                  if (external) return;
                  follow(e, hit.link);
                  if (e.defaultPrevented) onFollow();
                }}
              >
                {hit.type === 'content' && hit.header && <span className="q-search__hit-header">{hit.header}</span>}
                <span className="q-search__hit-text">
                  <Highlight text={hit.statement} ranges={hit.highlightInfoList} />
                </span>
              </a>
            );
          })}
        </div>
      ))}
    </>
  );
}
