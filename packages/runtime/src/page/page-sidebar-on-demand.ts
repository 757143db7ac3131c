/**
 * The sidebar reader (`page-sidebar.ts`) loaded when first used: at the reader's first press, a
 * navigation or the theme's request, never in a page's load, which it would otherwise join.
 */
import type { PageModule, PageSidebar } from '@quire/shared/types';

/** The page module with its sidebar in its page data (the same module, without loading the reader, when it names none). */
export async function withPageSidebar(mod: PageModule): Promise<PageModule> {
  if (!mod.pageData.sidebarFile) return mod;
  return (await import('./page-sidebar')).withPageSidebar(mod);
}

/** `loadSidebar` of `page-sidebar.ts`: the section's sidebar with its groups in `parts` read. */
export async function loadSidebar(file: string, parts: readonly string[] | undefined): Promise<PageSidebar> {
  return (await import('./page-sidebar')).loadSidebar(file, parts);
}
