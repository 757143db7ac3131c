/**
 * What `quire build` prints, on a terminal and in a log. On a terminal (a pseudo-terminal from
 * `script`) a long step shows a live line that its `✓` line replaces; piped, as in CI, the log
 * has no control character at all, the bundler's own lines and the `--profile` table included;
 * `--quiet` leaves only the warnings and the summary.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIRE_BIN } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `output-${process.pid}`);

/** The environment of a writer's shell: no colour setting of the test runner's own. */
function plainEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, TERM: 'xterm-256color' };
  delete env.NO_COLOR;
  delete env.FORCE_COLOR;
  return env;
}

function coldBuild(...args: string[]): string[] {
  fs.rmSync(path.join(workDir, '.quire'), { recursive: true, force: true });
  return [process.execPath, QUIRE_BIN, 'build', ...args];
}

/** What a terminal shows once the output has been drawn: erased lines gone, colours dropped. */
function screen(output: string): string {
  const lines = [''];
  for (const part of output.replace(/\r\n/g, '\n').split(/(\r\x1b\[2K|\n)/)) {
    if (part === '\n') lines.push('');
    else if (part === '\r\x1b[2K') lines[lines.length - 1] = '';
    else lines[lines.length - 1] += part;
  }
  return lines.join('\n').replace(/\x1b\[[0-9;]*m/g, '');
}

const CONTROL = /[\x00-\x09\x0b-\x1f\x7f]/;

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  // A plugin that holds each page's data for a while makes the compile step long on any machine, so it shows a live line.
  const config = path.join(workDir, 'site.config.ts');
  const slowPlugin = `  plugins: [{ name: 'slow', extendPageData: () => new Promise<void>((done) => setTimeout(done, 800)) }],\n});\n`;
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace(/\}\);\s*$/, slowPlugin));
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('build output', { timeout: 180_000 }, () => {
  it('on a terminal, shows a live line for a long step and replaces it with the ✓ line', () => {
    const command = coldBuild()
      .map((a) => `'${a}'`)
      .join(' ');
    const result = spawnSync('script', ['-qec', command, '/dev/null'], { cwd: workDir, encoding: 'utf8', env: plainEnv() });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/\r\x1b\[2K {2}… compile[^\r]* /);
    const shown = screen(result.stdout);
    expect(shown).toMatch(/^ {2}✓ bundle \([\d.]+ m?s\)$/m);
    expect(shown).toMatch(/^Built 5 pages/m);
    expect(shown).not.toContain('…');
  });

  it('piped, as in CI, has no control character, the bundler’s lines and the --profile table included', () => {
    const [node, ...args] = coldBuild('--profile', '--stats', 'stats.json');
    const result = spawnSync(node, args, { cwd: workDir, encoding: 'utf8', env: plainEnv() });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const log = result.stdout + result.stderr;
    expect(log).not.toMatch(CONTROL);
    for (const step of ['compile 5 pages', 'bundle', 'render pages']) expect(log).toMatch(new RegExp(`^ {2}✓ ${step} \\(`, 'm'));
    expect(log).toMatch(/built in [\d.]+s \(web\)/);
    // --profile: every step of the build with its start, time, CPU and memory, the bundler process's own row, the peak.
    const table = log.slice(log.indexOf('\nProfile:\n'), log.indexOf('\nBuilt 5 pages'));
    for (const step of ['load config', 'scan', 'compile', 'check', 'site data', 'bundle', 'app files', 'site files', 'render', 'csp', 'swap']) {
      expect(table).toMatch(new RegExp(`^ {2}${step} +[\\d.]+ s +[\\d.]+ s +[\\d.]+ s +\\d+ MB +\\d+ MB$`, 'm'));
    }
    expect(table).toMatch(/^ {4}bundler process 1 +– +– +[\d.]+ s +– +[1-9]\d* MB$/m);
    expect(table).toMatch(/^ {2}peak rss of the build process: [1-9]\d* MB$/m);
    // --stats: the browser build's modules, for a bundle analysis.
    const stats = JSON.parse(fs.readFileSync(path.join(workDir, 'stats.json'), 'utf8')) as { modules: unknown[]; entrypoints: object };
    expect(stats.modules.length).toBeGreaterThan(0);
    expect(Object.keys(stats.entrypoints)).toContain('index');
  });

  it('with --quiet prints only the warnings and the summary', () => {
    const result = spawnSync(process.execPath, [QUIRE_BIN, 'build', '--quiet'], { cwd: workDir, encoding: 'utf8', env: plainEnv() });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.replace(/[\d.]+ s\n$/, 'T s\n')).toBe(
      [
        '  ! translations en → zh (4 en, 1 zh files): 3 missing, 1 with different headings, 0 stale',
        '    (4 findings not listed: `--verbose` or `quire translations` lists them)',
        'Built 5 pages (6 HTML files) into dist in T s',
        '',
      ].join('\n'),
    );
    const both = spawnSync(process.execPath, [QUIRE_BIN, 'build', '-q', '--verbose'], { cwd: workDir, encoding: 'utf8', env: plainEnv() });
    expect(both.status).toBe(1);
    expect(both.stderr).toContain('--quiet and --verbose exclude each other');
  });
});
