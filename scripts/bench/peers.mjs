/**
 * Installs the peers (Rspress 2, VitePress 1, Starlight on Astro 5) with npm into a cache folder outside the
 * workspace, one folder per peer so their dependency trees never mix, reused across runs.
 * The peers are never dependencies of the project.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PEERS_ROOT = process.env.QUIRE_BENCH_PEERS ?? path.join(os.tmpdir(), 'quire-bench-peers');

/** What each peer needs from npm. */
const PACKAGES = {
  rspress: { main: '@rspress/core', specs: ['@rspress/core@2', 'react@19', 'react-dom@19'], bin: 'rspress' },
  vitepress: { main: 'vitepress', specs: ['vitepress@1'], bin: 'vitepress' },
  // Starlight 0.38 and later need Astro 6, which needs Node 22; 0.37 is the newest on Astro 5 (Node 20).
  starlight: { main: '@astrojs/starlight', specs: ['@astrojs/starlight@0.37', 'astro@5'], bin: 'astro' },
};

/**
 * Versions of remark helpers that @rspress/core 2.0.x asks for but that some registries
 * (mirrors) do not carry; the previous patch releases work the same for this content.
 */
const OVERRIDES = {
  'mdast-util-to-markdown-cjk-friendly': '1.0.0',
  'mdast-util-to-markdown-cjk-friendly-gfm-strikethrough': '1.0.0',
};

/**
 * @typedef {{ name: string, dir: string, bin: string, version: string }} InstalledPeer
 */

/** @returns {InstalledPeer} */
export function ensurePeer(name) {
  const spec = PACKAGES[name];
  if (!spec) throw new Error(`no install recipe for ${name}`);
  const dir = path.join(PEERS_ROOT, name);
  const bin = path.join(dir, 'node_modules/.bin', spec.bin);
  const manifest = path.join(dir, 'node_modules', spec.main, 'package.json');
  if (!fs.existsSync(bin) || !fs.existsSync(manifest)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ private: true, type: 'module', overrides: OVERRIDES }, null, 2)}\n`);
    console.log(`  installing ${spec.specs.join(' ')} into ${dir} …`);
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...spec.specs], { cwd: dir, stdio: 'inherit' });
    if (result.status !== 0 || !fs.existsSync(bin)) throw new Error(`npm install of ${spec.specs.join(' ')} failed in ${dir}`);
  }
  const version = JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
  return { name, dir, bin, version };
}
