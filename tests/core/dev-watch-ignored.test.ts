/** The dev bundler's watcher leaves out what resolution missed beside the folders above the project (`dev/watch-ignored.ts`). */
import { describe, expect, it } from 'vitest';
import { devWatchIgnored } from '#core/dev/watch-ignored.ts';

describe('devWatchIgnored', () => {
  const ignored = devWatchIgnored('/tmp/bench/site');

  it.each([
    ['/tmp/node_modules', 'a package folder looked for in /tmp'],
    ['/tmp/package.json', 'a manifest looked for in /tmp'],
    ['/node_modules', 'a package folder looked for at the root'],
    ['/tmp/bench/tsconfig.json', 'a file beside the project'],
    ['/tmp/bench/other-site', 'a folder beside the project'],
    ['/tmp/bench/site/node_modules/react/index.js', 'inside node_modules, as Rspack leaves out by default'],
    ['/tmp/bench/site/.git/HEAD', 'inside .git'],
  ])('leaves out %s (%s)', (file) => {
    expect(ignored(file)).toBe(true);
  });

  it.each([
    ['/tmp/bench/site', 'the project'],
    ['/tmp/bench', 'a folder leading to it'],
    ['/tmp', 'the folder above that'],
    ['/tmp/bench/site/node_modules', 'its package folder, missing until installed'],
    ['/tmp/bench/site/docs/guide/start.md', 'a page'],
    ['/tmp/bench/site/theme/index.tsx', 'the theme'],
    ['/work/repo/packages/runtime/dist/app/app.js', 'a linked package outside the project'],
  ])('watches %s (%s)', (file) => {
    expect(ignored(file)).toBe(false);
  });
});
