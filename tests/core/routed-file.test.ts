/** The scan's test of which files are pages: the pages the globs it replaced found (Markdown less fragments, unrouted folders, dot names and excludes). */
import { describe, expect, it } from 'vitest';
import { routedFileTest } from '#core/routes/routed-file.ts';
import { UNROUTED_FOLDERS } from '#core/routes/scan.ts';

const FILES = [
  'index.md',
  'guide/start.mdx',
  'guide/deep/er/page.md',
  'guide/readme.MD',
  'guide/data.json',
  'guide/page.md.bak',
  '_intro.md',
  'guide/_parts/a.md',
  'guide/_part.mdx',
  '.hidden/page.md',
  'guide/.draft.md',
  'shared/snippet.md',
  'guide/shared/snippet.md',
  'guide/shared.md',
  'theme/x.md',
  'src/y.mdx',
  'public/z.md',
  'a/node_modules/b.md',
  'sharedthings/page.md',
  'drafts/wip.md',
  'guide/drafts/wip.md',
  'notes.mdx',
];

/** The pages among `FILES` as the scan's former globs (Markdown files less the unrouted ones) found them, for each exclude list. */
const ALWAYS = ['index.md', 'guide/start.mdx', 'guide/deep/er/page.md', 'guide/shared.md', 'sharedthings/page.md'];
const CASES: Array<[string[], string[]]> = [
  [[], [...ALWAYS, 'drafts/wip.md', 'guide/drafts/wip.md', 'notes.mdx']],
  [['drafts/**'], [...ALWAYS, 'guide/drafts/wip.md', 'notes.mdx']],
  [['**/drafts/**', 'notes.mdx'], ALWAYS],
];

describe('routedFileTest', () => {
  it.each(CASES)('finds the pages the globs found, exclude %j', (exclude, pages) => {
    expect(FILES.filter(routedFileTest(UNROUTED_FOLDERS, exclude))).toEqual(pages);
  });
});
