/**
 * `quire dev` follows the files besides pages that shape the site: `_meta.json`, `_nav.json` and
 * `i18n.json` are read again on an edit (`dev/site-files.ts`), and a theme entry added or removed
 * starts the server again (`dev/config-reload.ts`), while an edit of the theme arrives by hot update.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeEntryCandidates } from '#core/bundler/theme-entry.ts';
import type { LoadedConfig } from '#core/config/load.ts';
import { type RunningDevServer, reloadOnConfigChange } from '#core/dev/config-reload.ts';
import { editOf, i18nFile } from '#core/dev/site-files.ts';

const root = '/site';

describe('editOf', () => {
  it('rescans for the files read into sidebars, navigation and site data; checks again for the rest', () => {
    expect(editOf('/site/docs/en/guide/_meta.json', root)).toBe('rescan');
    expect(editOf('/site/docs/en/_meta.json', root)).toBe('rescan');
    expect(editOf('/site/docs/zh/_nav.json', root)).toBe('rescan');
    expect(editOf(i18nFile(root), root)).toBe('rescan');
    expect(editOf('/site/docs/en/guide/a.mdx', root)).toBe('check');
    expect(editOf('/site/docs/en/guide/diagram.png', root)).toBe('check');
    expect(editOf('/site/docs/public/logo.svg', root)).toBe('check');
    // Only the project's own i18n.json is read.
    expect(editOf('/site/docs/en/i18n.json', root)).toBe('check');
  });
});

describe('a theme entry added or removed in dev', () => {
  let dir = '';
  let handle: { close(): Promise<void> } | undefined;
  afterEach(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts the server again; an edit of the entry does not', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-theme-entry-'));
    const configFile = path.join(dir, 'site.config.ts');
    fs.writeFileSync(configFile, 'export default {};\n');
    const loaded = { projectRoot: dir, configFile, config: { themeDir: 'theme' } } as unknown as LoadedConfig;
    const server = (): RunningDevServer => ({ port: 1, urls: [], close: async () => undefined, showConfigError: () => undefined });
    const start = vi.fn(async () => server());
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const entries = themeEntryCandidates(loaded);
    handle = reloadOnConfigChange(server(), { configFile, themeEntries: entries, load: async () => loaded, start });
    // Chokidar reports nothing until it has read the folders.
    await new Promise((resolve) => setTimeout(resolve, 300));

    fs.mkdirSync(path.join(dir, 'theme'));
    fs.writeFileSync(entries[0], 'export const Layout = () => null;\n');
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(log).toHaveBeenCalledWith('[quire] theme entry added: starting the dev server again');

    fs.writeFileSync(entries[0], 'export const Layout = () => "edited";\n');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(start).toHaveBeenCalledTimes(1);

    fs.rmSync(entries[0]);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    expect(log).toHaveBeenCalledWith('[quire] theme entry removed: starting the dev server again');
    log.mockRestore();
  });
});
