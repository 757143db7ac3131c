/**
 * The dead-link check from the last build's findings: after any sequence of edits (links,
 * headings, routes, redirects, files on disk) it finds what a full check finds, in the same
 * order, and an edit checks again only the pages it can change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { findDeadLinks, LinkChecker, type LinkSource, type LinkTargets } from '#core/pages/check-links.ts';
import { deadLinksWithMemo } from '#core/pages/link-check-memo.ts';
import { docPage as page } from './helpers/page-data.ts';
import { fuzzParameters } from '../fuzz/fuzz-config.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-link-memo-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface PageState {
  anchors: string[];
  links: Array<{ url: string; kind: 'link' | 'image' }>;
  /** A page without a key (a plugin shapes its data) is checked every time. */
  keyed: boolean;
}

interface Site {
  pages: Map<number, PageState>;
  /** Files in the public folder and beside the pages, which change without any page's key. */
  files: Set<string>;
  redirects: string[];
}

const anchor = fc.constantFrom('a', 'b', 'c');
// Mostly links to pages and headings: a link to no page or an image makes its page read files, checked every time.
const url = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.nat(7), fc.option(fc.constantFrom('a', 'b', 'c', 'z'))).map(([n, hash]) => `/p${n}${hash ? `#${hash}` : ''}`) },
  { weight: 2, arbitrary: anchor.map((a) => `#${a}`) },
  { weight: 1, arbitrary: fc.constantFrom('/old', '/older', '/logo.svg', 'https://example.com/x', './setup.sh') },
);
const pageState: fc.Arbitrary<PageState> = fc.record({
  anchors: fc.uniqueArray(anchor, { maxLength: 3 }),
  links: fc.array(
    fc.oneof(
      { weight: 8, arbitrary: url.map((u) => ({ url: u, kind: 'link' as const })) },
      { weight: 1, arbitrary: fc.constantFrom('/logo.svg', './shot.png').map((u) => ({ url: u, kind: 'image' as const })) },
    ),
    { maxLength: 5 },
  ),
  keyed: fc.boolean(),
});

type Edit =
  | { kind: 'page'; n: number; state: PageState }
  | { kind: 'remove'; n: number }
  | { kind: 'file'; name: string }
  | { kind: 'redirect'; from: string };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('page' as const), n: fc.nat(7), state: pageState }) },
  fc.record({ kind: fc.constant('remove' as const), n: fc.nat(7) }),
  fc.record({ kind: fc.constant('file' as const), name: fc.constantFrom('/logo.svg', 'docs/shot.png') }),
  fc.record({ kind: fc.constant('redirect' as const), from: fc.constantFrom('/old', '/older') }),
);

function apply(site: Site, change: Edit): void {
  if (change.kind === 'page') site.pages.set(change.n, change.state);
  else if (change.kind === 'remove') site.pages.delete(change.n);
  else if (change.kind === 'file') site.files.has(change.name) ? site.files.delete(change.name) : site.files.add(change.name);
  else site.redirects = site.redirects.includes(change.from) ? site.redirects.filter((r) => r !== change.from) : [...site.redirects, change.from];
}

function sourcesOf(site: Site): LinkSource[] {
  return [...site.pages]
    .sort(([a], [b]) => a - b)
    .map(([n, state]) => ({
      file: `docs/p${n}.md`,
      page: page(`/p${n}`, state.anchors),
      links: state.links.map((l, i) => ({ ...l, position: { line: i + 1, column: 1 } })),
      anchors: state.anchors,
      key: state.keyed ? JSON.stringify([n, state.anchors, state.links]) : undefined,
    }));
}

function targetsOf(site: Site): LinkTargets {
  return {
    isRedirect: (p) => site.redirects.includes(p),
    isPublicFile: (p) => site.files.has(p),
    isProjectFile: (p) => site.files.has(p),
  };
}

describe('deadLinksWithMemo', () => {
  it('finds what a full check finds after any sequence of edits', () => {
    let run = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(7), pageState), { minLength: 3, maxLength: 8 }), fc.array(edit, { maxLength: 12 }), (initial, edits) => {
        const file = path.join(dir, `memo-${run++}.json`);
        const site: Site = { pages: new Map(initial), files: new Set(), redirects: [] };
        for (const change of [undefined, ...edits]) {
          if (change) apply(site, change);
          const sources = sourcesOf(site);
          const targets = targetsOf(site);
          // The context is what the caller says the redirects' answers rest on.
          expect(deadLinksWithMemo(sources, targets, JSON.stringify(site.redirects), file)).toEqual(findDeadLinks(sources, targets));
        }
      }),
      fuzzParameters(60),
    );
  });

  it('checks again only the edited page, the pages naming its headings and those that read files', () => {
    const file = path.join(dir, 'counted.json');
    const state = (anchors: string[], links: string[]): PageState => ({ anchors, links: links.map((u) => ({ url: u, kind: 'link' })), keyed: true });
    const site: Site = {
      pages: new Map([
        [0, state(['a'], ['/p1'])],
        [1, state(['a'], ['/p2#a'])],
        [2, state(['a'], [])],
        [3, state([], ['/logo.svg'])],
        [4, state([], ['/p2'])],
      ]),
      files: new Set(['/logo.svg']),
      redirects: [],
    };
    deadLinksWithMemo(sourcesOf(site), targetsOf(site), '', file);
    const check = vi.spyOn(LinkChecker.prototype, 'check');
    try {
      site.pages.set(2, state(['b'], []));
      const dead = deadLinksWithMemo(sourcesOf(site), targetsOf(site), '', file);
      expect(dead.map((d) => `${d.file} ${d.url}`)).toEqual(['docs/p1.md /p2#a']);
      expect(check.mock.calls.map(([source]) => source.file)).toEqual(['docs/p1.md', 'docs/p2.md', 'docs/p3.md']);
      check.mockClear();
      // A new context (here a redirect) checks every page.
      deadLinksWithMemo(sourcesOf(site), targetsOf(site), 'other', file);
      expect(check).toHaveBeenCalledTimes(5);
    } finally {
      check.mockRestore();
    }
  });
});
