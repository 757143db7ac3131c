/**
 * A small badge after a sidebar entry (`tag: 'new'`). A function rather than a component: it is
 * called for each of the hundreds of links every pre-rendered page draws, and most have no tag.
 */
export function sidebarTag(tag?: string) {
  return tag ? <span className="q-sidebar__tag">{tag}</span> : null;
}
