/**
 * Time from starting a dev server to its first `200` for a doc page: spawn it in its own
 * process group, poll the page every 100 ms, then stop the whole group.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/** A port nobody listens on right now. */
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
 * @param {{ cmd: string, args: string[] }} command
 * @param {{ cwd: string, port: number, path: string, timeoutMs: number }} options
 * @returns {Promise<{ ms: number, output: string }>} `ms` is NaN when the page never answered 200
 */
export async function timeToFirstPage(command, options) {
  const started = performance.now();
  const child = spawn(command.cmd, command.args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, BROWSER: 'none' } });
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
  let ms = Number.NaN;
  try {
    while (!exited && performance.now() - started < options.timeoutMs) {
      // Servers listen on IPv4 or IPv6 loopback depending on the tool; either counts.
      if ((await status(`http://127.0.0.1:${options.port}${options.path}`)) === 200 || (await status(`http://[::1]:${options.port}${options.path}`)) === 200) {
        ms = performance.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await stopGroup(child.pid, () => exited, (r) => child.once('exit', r));
  }
  return { ms, output };
}
