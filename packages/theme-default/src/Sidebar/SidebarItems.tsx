/** The nested list of sidebar entries: links, groups, dividers and section headers. */
import { localizeLink } from '../logic/lang';
import { isActive, isGroup, isLink } from '../logic/sidebar';
import type { SidebarItem } from '../logic/theme-config';
import { SidebarGroup } from './SidebarGroup';
import { sidebarLink, useLinkActions } from './SidebarLink';
import { sidebarTag } from './SidebarTag';

export interface SidebarItemsProps {
  items: SidebarItem[];
  path: string;
  lang: string;
  defaultLang: string;
}

export function SidebarItems({ items, path, lang, defaultLang }: SidebarItemsProps) {
  const actions = useLinkActions();
  return (
    <ul className="q-sidebar__items">
      {items.map((item, i) => {
        if (isGroup(item)) {
          return (
            <SidebarGroup
              // biome-ignore lint/suspicious/noArrayIndexKey: items from the site config, in an order a page never changes; dividers and headers have nothing else to key on.
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
          // biome-ignore lint/suspicious/noArrayIndexKey: items from the site config, in an order a page never changes; dividers and headers have nothing else to key on.
          return <li key={`${item.link}-${i}`}>{sidebarLink(item, localizeLink(item.link, lang, defaultLang), active, actions)}</li>;
        }
        if ('dividerType' in item) {
          // biome-ignore lint/a11y/useSemanticElements: a list item may be a separator, and an <hr> cannot be a list's child.
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: separator is an allowed role of <li>.
          // biome-ignore lint/suspicious/noArrayIndexKey: items from the site config, in an order a page never changes; dividers and headers have nothing else to key on.
          return <li key={`d-${i}`} className={`q-sidebar__divider q-sidebar__divider--${item.dividerType}`} role="separator" />;
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items from the site config, in an order a page never changes; dividers and headers have nothing else to key on.
          <li key={`h-${i}`} className="q-sidebar__section">
            {item.sectionHeaderText}
            {sidebarTag(item.tag)}
          </li>
        );
      })}
    </ul>
  );
}
