/** The small label after a nav item's text (`tag` field). */
export function NavTag({ tag }: { tag?: string }) {
  return tag ? <span className="q-nav__tag">{tag}</span> : null;
}
