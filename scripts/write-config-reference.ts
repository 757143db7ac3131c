/**
 * Writes `docs/CONFIG.md` from the config schema: run after changing a field, its description or
 * its default (`tests/scripts/config-reference.test.ts` fails while the file is out of date).
 *   pnpm write:config-reference
 */
import fs from 'node:fs';
import path from 'node:path';
import { userConfigSchema } from '#core/config/schema.ts';
import { readConfigFields } from './config-reference/read-config-fields.ts';
import { renderConfigReference } from './config-reference/render-config-reference.ts';

const packages = path.resolve(import.meta.dirname, '../packages');
export const CONFIG_REFERENCE_FILE = path.resolve(import.meta.dirname, '../docs/CONFIG.md');

/** The reference as the schema gives it now. */
export function configReference(): string {
  const fields = readConfigFields(path.join(packages, 'core/src/config/schema.ts'), 'UserConfig', packages);
  return renderConfigReference(fields, userConfigSchema);
}

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(CONFIG_REFERENCE_FILE, configReference());
  console.log(`wrote ${path.relative(process.cwd(), CONFIG_REFERENCE_FILE)}`);
}
