/**
 * A module imported through tsx, with the file of every module the import loaded: they tell where
 * the config's plugins come from (`code-identity.ts`).
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register as registerRequire } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

/** How long to wait for tsx's report of the last module loaded (see below). */
const REPORTS_TIMEOUT_MS = 5_000;

/** Imports `file` in a tsx namespace of its own; a query string per load lets the dev server see edits. */
export async function importTracked(file: string): Promise<{ mod: Record<string, unknown>; imported: Set<string> }> {
  const imported = new Set<string>();
  // On Node 20 tsx reports each load from its hooks thread, and a report can arrive after the
  // import has finished. A module imported last through the same channel is reported after all
  // the others, so once it is, the list is whole.
  const last = `data:text/javascript,export{}//${randomUUID()}`;
  let lastReported = () => {};
  const whole = new Promise<void>((resolve) => {
    lastReported = resolve;
  });
  const namespace = randomUUID();
  // A config in a folder without `"type": "module"` runs as CommonJS, and its `require`s of the
  // project's TypeScript files need tsx's CommonJS hook in the same namespace (as `tsImport` does).
  registerRequire({ namespace });
  const api = register({
    namespace,
    onImport: (url) => {
      if (url === last) lastReported();
      else if (url.startsWith('file:')) imported.add(fileURLToPath(url.replace(/\?.*$/, '')));
    },
  });
  const mod = (await api.import(`${pathToFileURL(file).href}?t=${Date.now()}`, import.meta.url)) as Record<string, unknown>;
  await api.import(last, import.meta.url);
  // Should that report never come, the list may lack a file; a plugin is then known by the config's
  // own hash, which can cost a compile but never serves stale output. Better than waiting forever.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([whole, new Promise((resolve) => (timer = setTimeout(resolve, REPORTS_TIMEOUT_MS)))]);
  clearTimeout(timer);
  return { mod, imported };
}
