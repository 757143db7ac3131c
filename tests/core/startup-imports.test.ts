/**
 * `quire dev` answers its first page before any MDX is compiled, so the modules it loads at
 * start must not reach the MDX compiler (about 1.5 s to load), and the CLI loads each command's
 * modules only when that command runs. Follows the static, non-type imports of the sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../packages/core/src');

/** Every core source file reachable from `entry` through static value imports (`import type` skipped). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm)) {
      visit(path.resolve(path.dirname(file), match[1].replace(/\.js$/, '.ts')));
    }
  };
  visit(path.join(src, entry));
  return new Set([...seen].map((f) => path.relative(src, f)));
}

describe('start-up imports', () => {
  it('the dev command does not load the MDX compiler until a page is compiled', () => {
    const graph = staticGraph('dev/dev.ts');
    expect(graph.has('project/project.ts')).toBe(true);
    // The compile cache tells standalone pages with string edits (`page-function-body.ts`), no compiler.
    // The bundler names Rspress's missing names from a table (`rspress-api.ts`), no compiler either.
    const light = new Set([
      'markdown/compile-on-demand.ts',
      'markdown/compile-time-limit.ts',
      'markdown/page-function-body.ts',
      'markdown/rspress-api.ts',
    ]);
    expect([...graph].filter((f) => f.startsWith('markdown/') && !light.has(f))).toEqual([]);
  });

  it('the dev command does not load yaml before a page needs front matter parsed', () => {
    // The auto sidebar and the translation report parse front matter; a site whose sidebars are configured never does before its first page.
    const yamlUsers = [...staticGraph('dev/dev.ts')].filter((f) =>
      /^import\s+(?!type\s)[^'"]*?from\s+'yaml'/m.test(fs.readFileSync(path.join(src, f), 'utf8')),
    );
    expect(yamlUsers).toEqual([]);
  });

  it('the dev command starts its compile thread before it loads the dev server and the config', () => {
    // The thread loads the MDX compiler while this thread loads Rsbuild, the config and the routes.
    const cli = fs.readFileSync(path.join(src, 'cli.ts'), 'utf8');
    const dev = cli.slice(cli.indexOf("command === 'dev'"));
    expect(dev.indexOf('startUnsetThread()')).toBeGreaterThan(0);
    expect(dev.indexOf('startUnsetThread()')).toBeLessThan(dev.indexOf("import('./dev/dev.js')"));
    expect(dev.slice(0, dev.indexOf('return;'))).toMatch(/dev\(\{[^}]*compileThread/);
  });

  it('the CLI imports no command module before it knows the command', () => {
    // Only its argument reader and the guard against an unfinished command, which import nothing.
    expect([...staticGraph('cli.ts')].sort()).toEqual(['cli-args.ts', 'cli.ts', 'utils/stray-errors.ts', 'utils/unfinished.ts']);
  });
});
