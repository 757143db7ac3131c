/**
 * Quire as an adopter gets it: every package published to a private registry (Verdaccio on
 * 127.0.0.1), then, in a folder outside the repository, `npm create quire@latest`, `pnpm create quire` and
 * `yarn create quire` (yarn 1, installed from the registry this machine uses), an install, a build, `tsc` over the
 * new site, and its pages in Chromium. The private registry serves Quire's packages only; everything else comes
 * from the registry this machine uses, as it would for an adopter. The three package managers' runs go on side by
 * side: most of their time is the installs waiting on the registries.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/bench/dev-server.mjs';
import { useBrowser, waitForReady } from './browser';
import { serveDist } from './serve-dist';

const root = path.resolve(import.meta.dirname, '..');
const PUBLISHED = ['shared', 'runtime', 'theme-default', 'core', 'create-quire'];
/**
 * npm's and pnpm's caches, kept between runs so a second run downloads little, without the create-quire they ran last
 * (same version, maybe other code).
 */
const CACHE = path.join(root, 'node_modules/.cache/quire-adopter');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-adopter-'));
const upstream = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();
let registry: ChildProcess | undefined;
let env: NodeJS.ProcessEnv = process.env;
/** For the create commands: `create-quire` is not in a scope, so they ask the private registry for everything. */
let createEnv: NodeJS.ProcessEnv = {};
/** Seconds each step took, printed at the end for the record. */
const timings: Record<string, number> = {};

/** Runs a command in `cwd` against the private registry; its output is in the error when it fails. */
function run(label: string, cwd: string, command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<string> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const options = { cwd, env: { ...env, ...extraEnv }, encoding: 'utf8' as const, timeout: 600_000, maxBuffer: 64 * 1024 * 1024 };
    const child = execFile(command, args, options, (error, stdout, stderr) => {
      timings[label] = (timings[label] ?? 0) + (performance.now() - started) / 1000;
      if (error) reject(new Error(`${label} failed: ${command} ${args.join(' ')}\n${stdout}\n${stderr}`));
      else resolve(stdout);
    });
    // Nothing to read: a command that would ask a question gets none.
    child.stdin?.end();
  });
}

/**
 * Starts the private registry, with nothing in it yet. It proxies nothing: passing every other package through it
 * made it the install's bottleneck (yarn 1 fetches each platform's build of Rspack), and an adopter gets those from
 * the public registry anyway.
 */
async function startRegistry(): Promise<string> {
  const port = await freePort();
  const config = path.join(work, 'verdaccio.yaml');
  fs.writeFileSync(
    config,
    `storage: ${JSON.stringify(path.join(work, 'registry'))}
auth:
  htpasswd:
    file: ${JSON.stringify(path.join(work, 'htpasswd'))}
packages:
  '@quire/*':
    access: $all
    publish: $authenticated
  'create-quire':
    access: $all
    publish: $authenticated
log: { type: stdout, format: pretty, level: error }
`,
  );
  const url = `http://127.0.0.1:${port}/`;
  registry = spawn(process.execPath, [path.join(root, 'node_modules/verdaccio/bin/verdaccio'), '--config', config, '--listen', `127.0.0.1:${port}`], {
    stdio: 'ignore',
  });
  for (let tries = 0; ; tries++) {
    const ping = await fetch(`${url}-/ping`).catch(() => undefined);
    if (ping?.ok) break;
    if (tries > 100) throw new Error('Verdaccio did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const user = await fetch(`${url}-/user/org.couchdb.user:adopter`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'adopter', password: 'adopter-password' }),
  });
  const { token } = (await user.json()) as { token: string };
  const npmrc = path.join(work, '.npmrc');
  // Quire's scope from the private registry, the rest from the machine's; `create-quire` is asked of the private one
  // by each create command (`createEnv`).
  fs.writeFileSync(npmrc, `registry=${upstream}\n@quire:registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  // A user config of its own, so neither the machine's settings nor the repository's reach the adopter.
  for (const ran of ['npm/_npx', 'pnpm/dlx']) fs.rmSync(path.join(CACHE, ran), { recursive: true, force: true });
  // Nothing of the pnpm running the tests (its npm_config_* settings) reaches the adopter's commands.
  const outside = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(?:npm_|pnpm_)/i.test(key)));
  env = {
    ...outside,
    npm_config_userconfig: npmrc,
    npm_config_cache: path.join(CACHE, 'npm'),
    npm_config_cache_dir: path.join(CACHE, 'pnpm'),
    npm_config_update_notifier: 'false',
    NO_COLOR: '1',
  };
  createEnv = { npm_config_registry: url };

  return url;
}

/** Files and bytes under `dir`, and the packages in its node_modules (each folder with a package.json). */
function installed(dir: string): { megabytes: number; packages: number } {
  let bytes = 0;
  let packages = 0;
  for (const entry of fs.readdirSync(path.join(dir, 'node_modules'), { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
      if (entry.name === 'package.json' && path.basename(path.dirname(entry.parentPath)).match(/^(?:node_modules|@.+)$/)) packages++;
    }
  }
  return { megabytes: Math.round(bytes / 1e5) / 10, packages };
}

beforeAll(async () => {
  const url = await startRegistry();
  // Side by side: the registry resolves nothing at publish time, so the packages' order does not matter.
  await Promise.all(
    PUBLISHED.map((name) => run(`publish ${name}`, path.join(root, 'packages', name), 'pnpm', ['publish', '--registry', url, '--no-git-checks'])),
  );
}, 600_000);

afterAll(() => {
  registry?.kill();
  console.log(`adopter test, seconds: ${JSON.stringify(Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Math.round(v * 10) / 10])))}`);
  fs.rmSync(work, { recursive: true, force: true });
});

const browser = useBrowser();

/** The lockfile's record that Quire's packages came from the private registry, not from another of the same scope. */
function expectQuireFromPrivateRegistry(lockfile: string): void {
  expect(fs.readFileSync(lockfile, 'utf8')).toContain(`${createEnv.npm_config_registry}@quire/core/-/core-`);
}

/** The built site's pages in Chromium: the home page's title, a guide page in the sidebar's order, the theme's colour. */
async function checkPages(dist: string, title: string, langs: string[]): Promise<void> {
  const served = await serveDist(dist);
  const page = await browser().newPage();
  try {
    await page.goto(`${served.url}/`);
    await waitForReady(page);
    expect(await page.locator('.q-hero__name').textContent()).toBe(title);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--q-c-brand').trim())).toBe('#0f7b6c');
    for (const [lang, heading, next] of [
      ['en', 'Getting started', 'Writing pages'],
      ['zh', '快速开始', '编写页面'],
    ]) {
      if (!langs.includes(lang)) continue;
      await page.goto(`${served.url}${lang === 'en' ? '' : `/${lang}`}/guide/getting-started`);
      await waitForReady(page);
      expect(await page.locator('h1').first().textContent()).toContain(heading);
      await page.getByRole('link', { name: next }).first().click();
      await page.waitForURL(/\/guide\/writing$/);
      // The address changes before the page's entry has loaded and rendered.
      await page.getByRole('heading', { level: 1, name: next }).waitFor();
    }
  } finally {
    await page.close();
    await served.close();
  }
}

/**
 * What an adopter does next, through the installed packages only: a section in a page, a footer message and an edit link in the config,
 * the outline replaced by re-export from the site's theme, the doc footer ejected and edited.
 */
async function customise(site: string): Promise<void> {
  const config = path.join(site, 'site.config.ts');
  fs.writeFileSync(
    config,
    fs
      .readFileSync(config, 'utf8')
      .replace(
        "lang: 'en',",
        "lang: 'en',\n  themeConfig: { footer: { message: 'Written by the adopter.' }, editLink: { docRepoBaseUrl: 'https://example.com/docs' } },",
      ),
  );
  fs.appendFileSync(
    path.join(site, 'theme/index.tsx'),
    '\nexport function Outline() {\n  return <aside className="adopter-outline">The adopter\'s outline</aside>;\n}\n',
  );
  // A section, so the page has an outline to draw.
  fs.appendFileSync(path.join(site, 'docs/guide/getting-started.md'), '\n## Next steps\n\nRead on.\n');
  await run('npm: eject', site, 'npm', ['exec', '--', 'quire', 'eject', 'DocFooter']);
  const copy = path.join(site, 'theme/DocFooter/DocFooter.tsx');
  fs.writeFileSync(copy, fs.readFileSync(copy, 'utf8').replace('{theme.texts.editLinkText}', 'Suggest a change'));
}

/** The customised site in Chromium: each change on a guide page. */
async function checkCustomised(dist: string): Promise<void> {
  const served = await serveDist(dist);
  const page = await browser().newPage();
  try {
    await page.goto(`${served.url}/guide/getting-started`);
    await waitForReady(page);
    expect(await page.locator('.q-footer__message').textContent()).toBe('Written by the adopter.');
    expect(await page.locator('.adopter-outline').textContent()).toBe("The adopter's outline");
    expect(await page.locator('.q-doc-footer__edit').textContent()).toBe('Suggest a change');
  } finally {
    await page.close();
    await served.close();
  }
}

describe('a new site, as an adopter makes it', () => {
  it.concurrent('npm create quire@latest, npm install, npm run build: the pages work, bend (footer, re-exported Outline, ejected DocFooter), and tsc types the config', async () => {
    const dir = path.join(work, 'npm');
    fs.mkdirSync(dir);
    await run('npm: create', dir, 'npm', ['create', 'quire@latest', 'my-docs', '--', '--yes'], createEnv);
    const site = path.join(dir, 'my-docs');
    await run('npm: install', site, 'npm', ['install', '--no-audit', '--no-fund']);
    expectQuireFromPrivateRegistry(path.join(site, 'package-lock.json'));
    await run('npm: build', site, 'npm', ['run', 'build']);
    const size = installed(site);
    const onDisk = execFileSync('du', ['-sh', 'node_modules'], { cwd: site, encoding: 'utf8' }).split('\t')[0];
    console.log(`npm create quire: node_modules ${size.megabytes} MB (du -sh: ${onDisk}), ${size.packages} packages`);
    await checkPages(path.join(site, 'dist'), 'My Docs', ['en']);

    await customise(site);
    await run('npm: build again', site, 'npm', ['run', 'build']);
    await checkCustomised(path.join(site, 'dist'));

    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    await run('tsc', site, process.execPath, [tsc, '-p', '.']);
    fs.writeFileSync(
      path.join(site, 'wrong.config.ts'),
      "import { defineConfig } from '@quire/core';\nexport default defineConfig({ title: 42 });\n",
    );
    const flags = ['--noEmit', '--strict', '--skipLibCheck', '--module', 'esnext', '--moduleResolution', 'bundler', '--target', 'es2022'];
    await expect(run('tsc', site, process.execPath, [tsc, ...flags, 'wrong.config.ts'])).rejects.toThrow(
      /wrong\.config\.ts\(2,\d+\).*'number' is not assignable to type 'string'/,
    );
  }, 900_000);

  it.concurrent('pnpm create quire with --title and --lang en,zh, pnpm install, pnpm build: both languages work', async () => {
    const dir = path.join(work, 'pnpm');
    fs.mkdirSync(dir);
    await run('pnpm: create', dir, 'pnpm', ['create', 'quire', 'my-docs', '--yes', '--title', 'Two Languages', '--lang', 'en,zh'], createEnv);
    const site = path.join(dir, 'my-docs');
    await run('pnpm: install', site, 'pnpm', ['install']);
    await run('pnpm: build', site, 'pnpm', ['build']);
    await checkPages(path.join(site, 'dist'), 'Two Languages', ['en', 'zh']);
  }, 900_000);

  it.concurrent('yarn create quire --yes, yarn install, yarn build: the pages work', async () => {
    const dir = path.join(work, 'yarn');
    fs.mkdirSync(dir);
    // Yarn 1 as an adopter installs it, from the registry; its global packages, bins and cache stay in this run's folder.
    await run('yarn: get yarn', dir, 'npm', ['install', '--global', '--prefix', path.join(dir, 'prefix'), 'yarn@1']);
    const yarn = path.join(dir, 'prefix/bin/yarn');
    // Yarn 1 reads its settings from YARN_* variables; flags before `create` it would take for a script name.
    const folders = {
      YARN_GLOBAL_FOLDER: path.join(dir, 'global'),
      YARN_PREFIX: path.join(dir, 'prefix'),
      YARN_CACHE_FOLDER: path.join(dir, 'cache'),
    };
    await run('yarn: create', dir, yarn, ['create', 'quire', 'my-docs', '--yes'], { ...folders, ...createEnv });
    const site = path.join(dir, 'my-docs');
    await run('yarn: install', site, yarn, ['install'], folders);
    await run('yarn: build', site, yarn, ['build'], folders);
    expectQuireFromPrivateRegistry(path.join(site, 'yarn.lock'));
    await checkPages(path.join(site, 'dist'), 'My Docs', ['en']);
  }, 900_000);
});
