/** The nested list of sidebar entries: links, groups, dividers and section headers. */
import { Link } from '../components/Link';
import { isCutOff, Tooltip } from '../components/Tooltip';
import { localizeLink } from '../logic/lang';
import { isActive, isGroup, isLink } from '../logic/sidebar';
import type { SidebarItem } from '../logic/theme-config';
import { SidebarGroup } from './SidebarGroup';
import { SidebarTag } from './SidebarTag';

export interface SidebarItemsProps {
  items: SidebarItem[];
  path: string;
  lang: string;
  defaultLang: string;
}

/** A long title ends in an ellipsis in the narrow sidebar; its tooltip then shows it whole. */
const textCutOff = (link: HTMLElement) => isCutOff(link.querySelector('.q-sidebar__text'));

export function SidebarItems({ items, path, lang, defaultLang }: SidebarItemsProps) {
  return (
    <ul className="q-sidebar__items">
      {items.map((item, i) => {
        if (isGroup(item)) {
          return (
            <SidebarGroup
              key={`${item.text}-${i}`}
              group={item}
              path={path}
              href={item.link ? localizeLink(item.link, lang, defaultLang) : undefined}
            >
              <SidebarItems items={item.items} path={path} lang={lang} defaultLang={defaultLang} />
            </SidebarGroup>
          );
        }
        if (isLink(item)) {
          const active = isActive(item.link, path);
          return (
            <li key={`${item.link}-${i}`}>
              <Tooltip content={item.text} showWhen={textCutOff}>
                <Link
                  href={localizeLink(item.link, lang, defaultLang)}
                  className={`q-sidebar__link${active ? ' q-sidebar__link--active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                >
                  <span className="q-sidebar__text">{item.text}</span>
                  <SidebarTag tag={item.tag} />
                </Link>
              </Tooltip>
            </li>
          );
        }
        if ('dividerType' in item) {
          return <li key={`d-${i}`} className={`q-sidebar__divider q-sidebar__divider--${item.dividerType}`} role="separator" />;
        }
        return (
          <li key={`h-${i}`} className="q-sidebar__section">
            {item.sectionHeaderText}
            <SidebarTag tag={item.tag} />
          </li>
        );
      })}
    </ul>
  );
}
