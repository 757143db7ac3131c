/**
 * The bundler's child process: loads the config, runs Rsbuild for the routes the build process
 * sent, asks the build process for every page module (its `Project` compiled them), answers
 * with the assets and inputs, and exits, so all of Rspack's memory goes back to the system
 * before pages are rendered.
 */
import { loadConfig } from '../config/load.js';
import { Project } from '../project/project.js';
import { registerProject } from './loader-registry.js';
import type { ChildMessage, ParentMessage } from './bundle-process.js';
import { runRsbuild } from './run-rsbuild.js';

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve, reject) => process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve())));
}

const pending = new Map<number, { resolve: (m: { code: string; dependencies: string[] }) => void; reject: (e: Error) => void }>();
let nextId = 0;

// The build ended without needing this process (or failed before bundling).
process.on('disconnect', () => process.exit(0));

process.on('message', async (message: ParentMessage) => {
  if (message.type === 'module') {
    const job = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined) job?.reject(new Error(message.error));
    else job?.resolve({ code: message.code as string, dependencies: message.dependencies ?? [] });
    return;
  }
  try {
    const { request } = message;
    const { config, projectRoot } = await loadConfig(request.projectRoot, request.configFile);
    const project = new Project(config, projectRoot, { mode: 'build' });
    project.routes = request.routes;
    registerProject(request.options.projectId, {
      pageModule: (absolutePath, source) =>
        new Promise((resolve, reject) => {
          const id = nextId++;
          pending.set(id, { resolve, reject });
          send({ type: 'module', id, absolutePath, source }).catch(reject);
        }),
    });
    // Not waited for: a lost progress message costs nothing.
    const onProgress = (text: string) => void send({ type: 'progress', text }).catch(() => undefined);
    const feedback = { logLevel: request.logLevel, onProgress, statsFile: request.statsFile };
    const result = await runRsbuild(project, request.options, request.environments, feedback);
    const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
    await send({ type: 'done', result, usage: { cpuMs: (userCPUTime + systemCPUTime) / 1000, peakRss: maxRSS * 1024 } });
  } catch (error) {
    await send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
  // Rspack may keep handles open; everything the build needs was sent and its cache closed.
  process.exit(0);
});
