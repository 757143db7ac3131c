/**
 * The framework guide travels in `@quire/core`: the packed tarball holds `guide/` with every page,
 * each the same as its source in `docs/`, the package's README links to each, and the pages link
 * only to each other, so no link breaks in `node_modules/@quire/core/guide/`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_DIR, GUIDE_FILES } from '../../scripts/copy-guide.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const core = path.join(root, 'packages/core');

describe("the guide in @quire/core's tarball", () => {
  it('holds every guide page as docs/ has it', () => {
    // `pnpm pack` runs the package's prepack, which copies the pages; its log comes before the JSON.
    const output = execFileSync('pnpm', ['pack', '--dry-run', '--json'], { cwd: core, encoding: 'utf8' });
    const packed = (JSON.parse(output.slice(output.indexOf('{'))) as { files: Array<{ path: string }> }).files.map((f) => f.path);
    for (const file of GUIDE_FILES) {
      expect(packed).toContain(`guide/${file}`);
      expect(fs.readFileSync(path.join(GUIDE_DIR, file), 'utf8'), file).toBe(fs.readFileSync(path.join(root, 'docs', file), 'utf8'));
    }
  }, 120_000);

  it("is linked from the package's README, page by page", () => {
    const readme = fs.readFileSync(path.join(core, 'README.md'), 'utf8');
    for (const file of GUIDE_FILES) expect(readme).toContain(`](./guide/${file})`);
  });

  it("is pointed to from the other packages' READMEs, by pages that exist", () => {
    const packages = [
      'runtime',
      'theme-default',
      'shared',
      'plugin-file-tree',
      'plugin-preview',
      'plugin-playground',
      'plugin-twoslash',
      'create-quire',
    ];
    for (const name of packages) {
      const readme = fs.readFileSync(path.join(root, 'packages', name, 'README.md'), 'utf8');
      const guide = /^## Guide\n\n([\s\S]*?)(?:\n## |(?![\s\S]))/m.exec(readme)?.[1] ?? '';
      expect(guide, name).toContain('node_modules/@quire/core/guide/');
      expect(guide, name).toContain('](https://www.npmjs.com/package/@quire/core#guide)');
      const named = [...guide.matchAll(/`([A-Z]+\.md)`/g)].map((m) => m[1]);
      expect(named.length, name).toBeGreaterThan(0);
      for (const file of named) expect(GUIDE_FILES, `${name} names ${file}`).toContain(file);
    }
  });

  it('links from page to page only, so every link works inside the package', () => {
    for (const file of GUIDE_FILES) {
      const text = fs.readFileSync(path.join(root, 'docs', file), 'utf8').replace(/^```[\s\S]*?^```$/gm, '');
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        // Absolute links (a site's own routes in an example) and addresses leave the guide on purpose.
        if (/^(?:[a-z]+:|\/)/.test(target)) continue;
        expect(GUIDE_FILES, `${file} links to ${target}, which is not a guide page`).toContain(path.posix.normalize(target));
      }
    }
  });
});
