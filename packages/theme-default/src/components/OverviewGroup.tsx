/** One group of an overview page: a card per page, each with links to its headings (Rspress's `<OverviewGroup group>`). */
import { Link } from './Link';

export interface OverviewGroupItem {
  text: string;
  link: string;
  headers?: ReadonlyArray<{ id: string; text: string; depth?: number }>;
}

export function OverviewGroup({ group }: { group: { name: string; items: readonly OverviewGroupItem[] } }) {
  return (
    <div className="q-overview__group">
      <h2 className="q-overview__group-title">{group.name}</h2>
      <div className="q-overview__items">
        {group.items.map((item) => (
          <div key={item.link} className="q-overview__item">
            <h3 className="q-overview__item-title">
              <Link href={item.link}>{item.text}</Link>
            </h3>
            {item.headers?.length ? (
              <ul className="q-overview__headers">
                {item.headers.map((h) => (
                  <li key={h.id}>
                    <Link href={`${item.link}#${h.id}`}>{h.text}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
