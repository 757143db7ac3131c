/** The list of a section's pages and their headers, with a filter box. */
import { usePageData } from '@quire/runtime';
import { useId, useState } from 'react';
import { OverviewGroup } from '../components/OverviewGroup';
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
        groups.map((group) => <OverviewGroup key={group.name} group={group} />)
      )}
    </section>
  );
}
