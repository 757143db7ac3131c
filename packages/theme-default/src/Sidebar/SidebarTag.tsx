/** A small badge after a sidebar entry (`tag: 'new'`). */
export function SidebarTag({ tag }: { tag?: string }) {
  if (!tag) return null;
  return <span className="q-sidebar__tag">{tag}</span>;
}
