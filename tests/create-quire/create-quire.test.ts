/** create-quire: its command line, the files of a new site, and refusing a folder that holds something. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRequest } from '#create-quire/options.ts';
import { siteFiles } from '#create-quire/site-files.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'create-quire-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const packageDir = path.resolve(import.meta.dirname, '../../packages/create-quire');
const bin = path.join(packageDir, 'dist/index.js');
const ownVersion = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version as string;

function create(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: tmp,
    encoding: 'utf8',
    input: '',
    env: { ...process.env, npm_config_user_agent: 'pnpm/10.0.0' },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('parseRequest', () => {
  it('takes the folder, --title, --lang en or en,zh and --yes', () => {
    expect(parseRequest(['docs', '--title', ' Acme ', '--lang', 'en,zh', '-y'])).toEqual({
      kind: 'create',
      dir: 'docs',
      yes: true,
      title: 'Acme',
      langs: ['en', 'zh'],
    });
    expect(parseRequest([])).toEqual({ kind: 'create', dir: undefined, yes: false, title: undefined, langs: undefined });
  });

  it('refuses another language list, an empty title, two folders and unknown flags', () => {
    expect(parseRequest(['--lang', 'fr'])).toEqual({ kind: 'error', message: '--lang takes en or en,zh, not "fr"' });
    expect(parseRequest(['--title', ' '])).toMatchObject({ kind: 'error', message: '--title is empty' });
    expect(parseRequest(['a', 'b'])).toMatchObject({ kind: 'error', message: 'one folder, not 2: a b' });
    expect(parseRequest(['--force'])).toMatchObject({ kind: 'error' });
  });
});

describe('siteFiles', () => {
  it('writes English pages only, directly in docs/ as a one-language site keeps them, and depends on the Quire packages at the given version', () => {
    const files = siteFiles({ name: 'acme-docs', title: 'Acme', langs: ['en'], version: '1.2.3' });
    expect(
      Object.keys(files)
        .filter((f) => f.startsWith('docs/'))
        .sort(),
    ).toEqual(['docs/_nav.json', 'docs/guide/_meta.json', 'docs/guide/getting-started.md', 'docs/guide/writing.md', 'docs/index.md']);
    const manifest = JSON.parse(files['package.json']);
    expect(manifest).toMatchObject({ name: 'acme-docs', scripts: { dev: 'quire dev', build: 'quire build' } });
    expect(manifest.dependencies['@quire/core']).toBe('1.2.3');
    expect(manifest.dependencies['@quire/theme-default']).toBe('1.2.3');
    expect(files['site.config.ts']).not.toContain('locales');
    expect(JSON.parse(files['docs/guide/_meta.json'])).toEqual(['getting-started', 'writing']);
    expect(files['theme/theme.css']).toContain('--q-c-brand:');
  });

  it('writes the Chinese pages beside the English ones, with locales in the config', () => {
    const files = siteFiles({ name: 'd', title: 'Acme', langs: ['en', 'zh'], version: '1.2.3' });
    expect(files['docs/zh/guide/getting-started.md']).toContain('# 快速开始');
    expect(files['site.config.ts']).toContain("{ lang: 'zh', label: '简体中文' }");
  });
});

describe('the create-quire command', () => {
  it('with --yes writes the site without asking, depending on its own version, and prints the commands of the package manager that ran it', () => {
    const { status, output } = create('site-a', '--yes', '--title', 'Acme Docs');
    expect(status).toBe(0);
    expect(output).toContain('pnpm install');
    expect(output).toContain('pnpm dev');
    const manifest = JSON.parse(fs.readFileSync(path.join(tmp, 'site-a/package.json'), 'utf8'));
    expect(manifest.dependencies['@quire/core']).toBe(ownVersion);
    expect(fs.readFileSync(path.join(tmp, 'site-a/docs/index.md'), 'utf8')).toContain('name: "Acme Docs"');
    expect(fs.readFileSync(path.join(tmp, 'site-a/.gitignore'), 'utf8')).toContain('node_modules/');
  });

  it('refuses a folder that is not empty and writes nothing into it', () => {
    fs.mkdirSync(path.join(tmp, 'taken'));
    fs.writeFileSync(path.join(tmp, 'taken/notes.txt'), 'mine');
    const { status, output } = create('taken', '--yes');
    expect(status).toBe(1);
    expect(output).toContain('taken is not empty (notes.txt)');
    expect(fs.readdirSync(path.join(tmp, 'taken'))).toEqual(['notes.txt']);
  });

  it('asks for what no flag gives, taking the default for an empty answer', () => {
    const result = spawnSync(process.execPath, [bin, 'site-b'], { cwd: tmp, encoding: 'utf8', input: 'Asked Title\nfr\nen,zh\n' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Answer en or en,zh.');
    expect(fs.readFileSync(path.join(tmp, 'site-b/site.config.ts'), 'utf8')).toContain('title: "Asked Title"');
    expect(fs.existsSync(path.join(tmp, 'site-b/docs/zh/index.md'))).toBe(true);
  });
});
