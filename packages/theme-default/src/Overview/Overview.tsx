/** The list of a section's pages and their headers, with a filter box. */
import { usePageData } from '@quire/runtime';
import { useId, useState } from 'react';
import { Link } from '../components/Link';
import { filterOverview } from '../logic/overview-filter';
import { useThemeConfig } from '../logic/theme-config';

export function Overview() {
  const page = usePageData();
  const { texts } = useThemeConfig();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const groups = filterOverview(page.overviewGroups ?? [], query);
  return (
    <section className="q-overview" aria-label={page.title}>
      <div className="q-overview__filter">
        <label htmlFor={inputId}>{texts.overviewFilterNameText}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={texts.overviewFilterPlaceholderText}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {groups.length === 0 ? (
        <p className="q-overview__empty" role="status">
          {texts.overviewFilterNoResultText}
        </p>
      ) : (
        groups.map((group) => (
          <div key={group.name} className="q-overview__group">
            <h2 className="q-overview__group-title">{group.name}</h2>
            <div className="q-overview__items">
              {group.items.map((item) => (
                <div key={item.link} className="q-overview__item">
                  <h3 className="q-overview__item-title">
                    <Link href={item.link}>{item.text}</Link>
                  </h3>
                  {item.headers.length > 0 && (
                    <ul className="q-overview__headers">
                      {item.headers.map((h) => (
                        <li key={h.id}>
                          <Link href={`${item.link}#${h.id}`}>{h.text}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          </div>
        ))
      )}
    </section>
  );
}
