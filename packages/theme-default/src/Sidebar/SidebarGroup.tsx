/** A sidebar group: a title with a toggle button; the body's height animates open and closed. */
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from '../components/Link';
import { containsActive, isActive } from '../logic/sidebar';
import type { SidebarGroup as SidebarGroupData } from '../logic/theme-config';
import { sidebarTag } from './SidebarTag';

export interface SidebarGroupProps {
  group: SidebarGroupData;
  path: string;
  href?: string;
  children: ReactNode;
}

export function SidebarGroup({ group, path, href, children }: SidebarGroupProps) {
  const hasActive = containsActive(group, path);
  const collapsible = group.collapsible !== false;
  const [open, setOpen] = useState(!group.collapsed || hasActive);
  const bodyId = useId();
  // Navigating into a closed group opens it.
  useEffect(() => {
    if (hasActive) setOpen(true);
  }, [hasActive, path]);
  const expanded = !collapsible || open;
  const active = group.link ? isActive(group.link, path) : false;
  const title = (
    <>
      <span className="q-sidebar__group-text">{group.text}</span>
      {sidebarTag(group.tag)}
    </>
  );
  return (
    <li className={`q-sidebar__group${expanded ? '' : ' q-sidebar__group--collapsed'}`}>
      <div className="q-sidebar__group-header">
        {href ? (
          <Link
            href={href}
            className={`q-sidebar__group-title q-sidebar__group-link${active ? ' q-sidebar__link--active' : ''}`}
            aria-current={active ? 'page' : undefined}
          >
            {title}
          </Link>
        ) : collapsible ? null : (
          <span className="q-sidebar__group-title">{title}</span>
        )}
        {collapsible && (
          <button
            type="button"
            className={`q-sidebar__group-toggle${href ? ' q-sidebar__group-toggle--icon' : ' q-sidebar__group-title'}`}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={href ? group.text : undefined}
            onClick={() => setOpen((o) => !o)}
          >
            {!href && title}
            <span className="q-sidebar__chevron" aria-hidden="true" />
          </button>
        )}
      </div>
      <div id={bodyId} className="q-sidebar__group-body" inert={!expanded}>
        <div className="q-sidebar__group-inner">{children}</div>
      </div>
    </li>
  );
}
