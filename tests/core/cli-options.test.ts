import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parsePort, parseWholeNumber } from '#core/utils/number-options.ts';

const QUIRE_BIN = path.resolve(import.meta.dirname, '../../packages/core/bin/quire.mjs');

describe('parsePort', () => {
  test.each([
    ['0', 0],
    ['80', 80],
    ['4173', 4173],
    ['65535', 65535],
    [undefined, undefined],
  ])('%s is %s', (text, port) => {
    expect(parsePort(text)).toBe(port);
  });

  test.each(['abc', '', '-1', '70000', '65536', '3e3', '0x50', ' 80', '80.5', '4000abc', '123456'])('"%s" is refused', (text) => {
    expect(() => parsePort(text)).toThrow(`--port must be a whole number from 0 to 65535 (got "${text}")`);
  });
});

describe('parseWholeNumber', () => {
  test('reads a whole number in range, and refuses anything else naming the option and its range', () => {
    expect(parseWholeNumber('0', '--compile-threads', 0, 16)).toBe(0);
    expect(parseWholeNumber('16', '--compile-threads', 0, 16)).toBe(16);
    for (const text of ['17', '-1', '2.5', 'many', '', ' 2', '1e1']) {
      expect(() => parseWholeNumber(text, '--compile-threads', 0, 16)).toThrow(
        `--compile-threads must be a whole number from 0 to 16 (got "${text}")`,
      );
    }
    expect(() => parseWholeNumber('0', '--render-threads', 1, 16)).toThrow('--render-threads must be a whole number from 1 to 16 (got "0")');
  });
});

/** Runs `quire` in an empty folder, or one with these files; a command still running after 30 s counts as hung. */
function quireIn(files: Record<string, string>, ...args: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-cli-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  try {
    const result = spawnSync(process.execPath, [QUIRE_BIN, ...args], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
    expect(result.signal, 'the command hung').toBeNull();
    return result;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const quire = (...args: string[]) => quireIn({}, ...args);

describe('the CLI refuses a bad port before it starts a server', () => {
  test.each([
    ['dev', 'abc'],
    ['preview', 'abc'],
    ['preview', '70000'],
    ['dev', '-1'],
  ])('quire %s --port %s exits 1', (command, port) => {
    const result = quire(command, `--port=${port}`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`--port must be a whole number from 0 to 65535 (got "${port}")`);
  });
});

describe('the CLI refuses a bad thread count before it builds', () => {
  test.each([
    ['--compile-threads', 'many', '0 to 16'],
    ['--render-threads', '0', '1 to 16'],
  ])('quire build %s %s exits 1', (option, value, range) => {
    const result = quire('build', option, value);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`\n✗ ${option} must be a whole number from ${range} (got "${value}")\n`);
    expect(result.stdout).toBe('');
  });
});

test('quire dev exits 1 when its server cannot listen, instead of hanging', () => {
  // 192.0.2.1 is reserved for documentation: no machine has it, so listening there fails.
  const result = quireIn({ 'docs/index.md': '# Home\n' }, 'dev', '--host', '192.0.2.1', '--port', '4173');
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('EADDRNOTAVAIL');
});

describe('the CLI is conventional', () => {
  test('quire --version prints the version of @quire/core', () => {
    const { version } = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../packages/core/package.json'), 'utf8')) as {
      version: string;
    };
    const result = quire('--version');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${version}\n`);
  });

  test('quire build --help lists the options of quire build', () => {
    const result = quire('build', '--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: quire build \[options\]\n[\s\S]*--config <file>/);
    for (const option of ['--profile', '--force', '--stats <file>', '--compile-threads <n>', '--render-threads <n>', '--bundle-in-one-process']) {
      expect(result.stdout).toContain(option);
    }
  });

  test('an unknown option names itself and the command, exit 1, before anything runs', () => {
    const result = quire('build', '--frob');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      '✗ unknown option --frob for "quire build"\n  its options are --config, --quiet, --verbose, --profile, --force, --stats, --compile-threads, --render-threads, --bundle-in-one-process, --help, --version (quire build --help says what each does)\n',
    );
    expect(result.stdout).toBe('');
  });
});
