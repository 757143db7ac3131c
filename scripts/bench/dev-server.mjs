/**
 * Dev servers for the benchmark: spawn one in its own process group, poll a doc page every
 * 100 ms until it answers `200` (the time to the first page), and stop the whole group.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/**
 * A port nobody listens on right now, picked by the system: never one another server of the machine holds, and from the
 * ephemeral range, above every port Chromium refuses to open (such as 5060 and 5061, SIP).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function status(url) {
  return new Promise((resolve) => {
    // Ask as a browser does: dev servers only fall back to the app's HTML for text/html.
    const req = http.get(url, { timeout: 5000, headers: { accept: 'text/html,application/xhtml+xml' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => {
      req.destroy();
      resolve(0);
    });
  });
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to the group, SIGKILL after 5 s if the leader is still there, then SIGKILL for stragglers. */
async function stopGroup(pid, hasExited, onExit) {
  signalGroup(pid, 'SIGTERM');
  const force = setTimeout(() => signalGroup(pid, 'SIGKILL'), 5000);
  await new Promise((r) => (hasExited() ? r() : onExit(r)));
  clearTimeout(force);
  signalGroup(pid, 'SIGKILL');
}

/**
 * @typedef {{ ms: number, spawnedAt: number, url: string, output: () => string, stop: () => Promise<void> }} DevServer
 * `ms`: from the spawn to the first 200 for `path`, NaN when it never came (the server is
 * stopped then); `spawnedAt`: the spawn on this process's `performance.now()` clock; `url` is
 * the page on the loopback address that answered; `output` the last 10 KB of its stdout and stderr.
 */

/**
 * Starts a dev server in its own process group and waits for its first 200 for `path`. The
 * caller must `stop()` it (which stops the whole group) once done.
 * @param {{ cmd: string, args: string[], env?: Record<string, string> }} command
 * @param {{ cwd: string, port: number, path: string, timeoutMs: number }} options
 * @returns {Promise<DevServer>}
 */
export async function startDevServer(command, options) {
  const started = performance.now();
  const child = spawn(command.cmd, command.args, {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, BROWSER: 'none', ...command.env },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-10_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  let stopping;
  const stop = () =>
    (stopping ??= stopGroup(
      child.pid,
      () => exited,
      (r) => child.once('exit', r),
    ));
  let ms = Number.NaN;
  let url = '';
  try {
    while (!exited && performance.now() - started < options.timeoutMs) {
      // Servers listen on IPv4 or IPv6 loopback depending on the tool; either counts.
      const found = [`http://127.0.0.1:${options.port}${options.path}`, `http://[::1]:${options.port}${options.path}`];
      for (const candidate of found) {
        if ((await status(candidate)) === 200) {
          url = candidate;
          break;
        }
      }
      if (url) {
        ms = performance.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  if (!url) await stop();
  return { ms, spawnedAt: started, url, output: () => output, stop };
}

/**
 * The first page in the reader's browser: `page` is a tab of a browser opened before the server's spawn (the reader's
 * is open before they start the server, so its launch is no part of the server's time); it goes to the page once the
 * server answers it, and the time runs from the spawn to `ready` true in the page.
 * @param {{ goto: (url: string, options: { timeout: number }) => Promise<unknown>, waitForFunction: (fn: string, arg: undefined, options: { timeout: number, polling: number }) => Promise<unknown> }} page
 * @param {DevServer} server
 * @param {string} ready a JS expression true once the page is drawn (see the framework adapters)
 * @returns {Promise<number>} ms from the spawn to the page drawn, NaN when the server never answered
 */
export async function drawFirstPage(page, server, ready, timeoutMs) {
  if (!server.url) return Number.NaN;
  await page.goto(server.url, { timeout: timeoutMs });
  await page.waitForFunction(ready, undefined, { timeout: timeoutMs, polling: 50 });
  return performance.now() - server.spawnedAt;
}

/**
 * @typedef {{ name: string, start: number, firstByte: number, end: number, bytes: number }} TimedRequest
 * @typedef {{ html: number, painted?: number, drawn: number, entries: TimedRequest[] }} LoadTiming
 * On the page's clock: `html` the HTML's last byte, `painted` the first contentful paint, `drawn` when the bench saw it.
 */

/**
 * The first load's requests as the browser timed them (Resource Timing), from the HTML's last byte to the page drawn:
 * each request's start, first byte and end in ms, so what the page waited on reads apart from the machine's load.
 * @param {{ evaluate: (fn: () => unknown) => Promise<unknown> }} page a tab whose page is drawn
 * @returns {Promise<string>} a table, one request a line, in the order they started, and the page's first paint (`waterfallTable`)
 */
export async function requestWaterfall(page) {
  const timing = /** @type {LoadTiming} */ (
    await page.evaluate(async () => {
      const [nav] = performance.getEntriesByType('navigation');
      const drawn = performance.now();
      // The paint is reported once its frame is presented, which on a busy machine can come after the bench saw the page.
      const paint = await new Promise((resolve) => {
        const observer = new PerformanceObserver((list) => {
          const found = list.getEntriesByName('first-contentful-paint')[0];
          if (found) resolve(found);
        });
        observer.observe({ type: 'paint', buffered: true });
        setTimeout(resolve, 2000);
      });
      return {
        html: nav.responseEnd,
        painted: paint?.startTime,
        drawn,
        entries: performance.getEntriesByType('resource').map((e) => ({
          name: e.name.replace(location.origin, '').slice(0, 90),
          start: e.startTime,
          firstByte: e.responseStart,
          end: e.responseEnd,
          bytes: e.decodedBodySize,
        })),
      };
    })
  );
  return waterfallTable(timing);
}

/**
 * A load's timing as a table from the HTML's last byte, with the page's first paint by the browser's clock and how long
 * after the files the HTML names were in, so a later paint reads as the server's delivery or the browser's own work
 * rather than the bench's poll.
 * @param {LoadTiming} timing
 * @returns {string}
 */
export function waterfallTable({ html, painted, drawn, entries }) {
  const ms = (t) => `${Math.round(t - html)}`.padStart(6);
  const lines = [...entries]
    .sort((a, b) => a.start - b.start)
    .map((e) => `${ms(e.start)} ${ms(e.firstByte)} ${ms(e.end)} ${`${Math.round(e.bytes / 1024)}`.padStart(5)} KB  ${e.name}`);
  const paintLines = [];
  if (painted !== undefined) {
    // The files the HTML itself names: asked for before any answer came in, so none asked for by the app once it ran.
    const firstIn = Math.min(...entries.map((e) => e.end));
    const filesIn = Math.max(html, ...entries.filter((e) => e.start < firstIn).map((e) => e.end));
    paintLines.push(`${ms(painted)} page painted (first contentful paint), ${Math.round(painted - filesIn)} ms after the HTML's files were in`);
  }
  return [" start  first    end   size   (ms from the HTML's last byte)", ...lines, ...paintLines, `${ms(drawn)} page drawn (seen)`].join('\n');
}
