/**
 * Dev: an edit of the site config applies without restarting `quire dev` by hand. The server
 * starts again with the new config on the same port; the open pages reconnect and reload. A
 * config that does not load or is invalid is reported in the terminal and over the page, and the
 * server keeps running with the last good one. A theme entry added or removed (`theme/index.tsx`)
 * changes which theme the bundle is made with, so it starts the server again the same way.
 */
import path from 'node:path';
import { watch } from 'chokidar';

/** A running dev server: where it listens, and how to stop it. */
export interface DevServerHandle {
  port: number;
  urls: string[];
  close(): Promise<void>;
}
import type { LoadedConfig } from '../config/load.js';

export interface RunningDevServer extends DevServerHandle {
  /** Shows why the edited config was not applied over the open pages; undefined: nothing to show. */
  showConfigError(message: string | undefined): void;
}

export interface ConfigReloadOptions {
  configFile: string;
  /** Files whose adding or removing starts the server again (`themeEntryCandidates`); their edits arrive by hot update. */
  themeEntries: readonly string[];
  load: () => Promise<LoadedConfig>;
  start: (config: LoadedConfig, port: number) => Promise<RunningDevServer>;
}

/** Saves often come as several events: the config is read once they have stopped for this long. */
const QUIET_MS = 100;

export function reloadOnConfigChange(first: RunningDevServer, options: ConfigReloadOptions): DevServerHandle {
  let current = first;
  let reloading: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const reload = async (reason: string) => {
    let next: LoadedConfig;
    try {
      next = await options.load();
    } catch (error) {
      const message = (error as Error).message;
      console.error(`[quire] ✗ ${message}\n  the dev server keeps the last good config`);
      current.showConfigError(message);
      return;
    }
    console.log(`[quire] ${reason}: starting the dev server again`);
    const { port } = current;
    await current.close();
    current = await options.start(next, port);
  };

  // A path that does not exist yet is followed through its folder: the theme folder's parent, its
  // other entries ignored, so that a theme folder made later is seen.
  const themeFolders = [...new Set(options.themeEntries.map((file) => path.dirname(file)))];
  const followed = new Set([options.configFile, ...options.themeEntries, ...themeFolders, ...themeFolders.map((dir) => path.dirname(dir))]);
  const watcher = watch([options.configFile, ...themeFolders.map((dir) => path.dirname(dir))], {
    ignoreInitial: true,
    ignored: (file) => !followed.has(file),
  });
  watcher.on('all', (event, file) => {
    const themeEntry = file !== options.configFile;
    if (themeEntry && ((event !== 'add' && event !== 'unlink') || !options.themeEntries.includes(file))) return;
    const reason = themeEntry ? `theme entry ${event === 'add' ? 'added' : 'removed'}` : 'site config changed';
    clearTimeout(timer);
    timer = setTimeout(() => {
      reloading = reloading
        .then(() => reload(reason))
        .catch((error: unknown) => {
          console.error(`[quire] ✗ the dev server could not start again: ${(error as Error).message}`);
        });
    }, QUIET_MS);
  });

  return {
    get port() {
      return current.port;
    },
    get urls() {
      return current.urls;
    },
    async close() {
      clearTimeout(timer);
      await watcher.close();
      await reloading;
      await current.close();
    },
  };
}
