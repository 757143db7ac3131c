/** The `basic` fixture's config changed the way several tests need it. */
import fs from 'node:fs';
import path from 'node:path';

/** Replaces the sidebar of the fixture's config in a copy at `siteDir` with `sidebar`. */
export function setBasicSidebar(siteDir: string, sidebar: Record<string, unknown>): void {
  const file = path.join(siteDir, 'site.config.ts');
  const config = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, config.replace(/sidebar: \{.*\},\n/, `sidebar: ${JSON.stringify(sidebar)},\n`));
}
