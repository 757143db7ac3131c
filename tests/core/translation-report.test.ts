import { describe, expect, it } from 'vitest';
import { formatTranslationReport, reportLines, translationSummary } from '#core/pages/format-translation-report.ts';
import { type FileHistory, findingCount, sourceHashOf, type TranslationPage, translationReport } from '#core/pages/translation-report.ts';
import { recordedSourceHash } from '#core/project/translations.ts';

const NOW = Date.UTC(2026, 0, 31);

type Page = Partial<TranslationPage> & { lang: string; key: string };
const page = ({ lang, key, ...rest }: Page): TranslationPage => ({
  lang,
  key,
  file: `docs/${lang}${key === '/' ? '/index' : key}.mdx`,
  headings: [],
  ...rest,
});
const h = (spec: string) =>
  spec
    .split(' ')
    .filter(Boolean)
    .map((s) => {
      const [depth, id] = s.split(':');
      return { depth: Number(depth), id };
    });
/** History from `seq@day` entries, newest first. */
const history = (spec: string, uncommitted = false): FileHistory => ({
  commits: spec
    .split(' ')
    .filter(Boolean)
    .map((s) => {
      const [seq, day] = s.split('@').map(Number);
      return { seq, time: Date.UTC(2026, 0, day) };
    }),
  uncommitted,
});
const report = (pages: Page[], checks?: Array<'missing' | 'structure' | 'stale'>) =>
  translationReport(pages.map(page), { sourceLang: 'en', langs: ['en', 'zh'], checks, now: NOW });

describe('missing twins', () => {
  it('finds pages missing in either language, twins by route key', () => {
    const r = report([
      { lang: 'en', key: '/' },
      { lang: 'zh', key: '/' },
      { lang: 'en', key: '/guide/rem' },
      { lang: 'zh', key: '/guide/only-zh' },
    ]);
    expect(r.missing).toEqual([
      { file: 'docs/en/guide/rem.mdx', lang: 'en', missingLang: 'zh' },
      { file: 'docs/zh/guide/only-zh.mdx', lang: 'zh', missingLang: 'en' },
    ]);
    expect(r.pageCounts).toEqual({ en: 2, zh: 2 });
  });

  it('compares every language with the source, not with each other', () => {
    const r = translationReport([page({ lang: 'en', key: '/a' }), page({ lang: 'zh', key: '/a' })], {
      sourceLang: 'en',
      langs: ['en', 'zh', 'ja'],
      now: NOW,
    });
    expect(r.missing).toEqual([{ file: 'docs/en/a.mdx', lang: 'en', missingLang: 'ja' }]);
    expect(r.targetLangs).toEqual(['zh', 'ja']);
  });

  it('uses the configured source language', () => {
    const r = translationReport([page({ lang: 'zh', key: '/a' })], { sourceLang: 'zh', langs: ['en', 'zh'], now: NOW });
    expect(r.missing).toEqual([{ file: 'docs/zh/a.mdx', lang: 'zh', missingLang: 'en' }]);
  });
});

describe('heading structure', () => {
  it('accepts the same depths and ids', () => {
    const r = report([
      { lang: 'en', key: '/a', headings: h('2:intro 3:usage') },
      { lang: 'zh', key: '/a', headings: h('2:intro 3:usage') },
    ]);
    expect(r.structure).toEqual([]);
  });

  it('names each position whose id or depth differs when the counts match', () => {
    const r = report([
      { lang: 'en', key: '/a', headings: h('2:intro 3:usage 2:options') },
      { lang: 'zh', key: '/a', headings: h('2:intro 3:用法 3:options') },
    ]);
    expect(r.structure).toEqual([
      {
        file: 'docs/zh/a.mdx',
        sourceFile: 'docs/en/a.mdx',
        lang: 'zh',
        sourceCount: 3,
        translationCount: 3,
        differences: [
          { position: 2, source: { depth: 3, id: 'usage' }, translation: { depth: 3, id: '用法' } },
          { position: 3, source: { depth: 2, id: 'options' }, translation: { depth: 3, id: 'options' } },
        ],
      },
    ]);
  });

  it('gives the first difference when a heading is missing', () => {
    const r = report([
      { lang: 'en', key: '/a', headings: h('2:intro 2:usage 2:faq') },
      { lang: 'zh', key: '/a', headings: h('2:intro 2:faq') },
    ]);
    expect(r.structure[0].differences).toEqual([{ position: 2, source: { depth: 2, id: 'usage' }, translation: { depth: 2, id: 'faq' } }]);
    const extra = report([
      { lang: 'en', key: '/a', headings: h('2:intro') },
      { lang: 'zh', key: '/a', headings: h('2:intro 2:extra') },
    ]);
    expect(extra.structure[0].differences).toEqual([{ position: 2, source: undefined, translation: { depth: 2, id: 'extra' } }]);
  });

  it('skips pages whose outline is unknown (not compiled)', () => {
    const r = report([
      { lang: 'en', key: '/a', headings: h('2:intro') },
      { lang: 'zh', key: '/a', headings: undefined },
    ]);
    expect(r.structure).toEqual([]);
  });
});

describe('stale translations', () => {
  const text = '# Page\n\nEnglish text.\n';
  const hash = sourceHashOf(text);

  it('hashes text with LF line ends, so a CRLF checkout agrees', () => {
    expect(sourceHashOf('a\r\nb\n')).toBe(sourceHashOf('a\nb\n'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('by a recorded sourceHash: fresh when it is a prefix of the current hash, stale otherwise', () => {
    const fresh = report([
      { lang: 'en', key: '/a', contentHash: hash },
      { lang: 'zh', key: '/a', recordedHash: hash.slice(0, 8).toUpperCase() },
    ]);
    expect(fresh.stale).toEqual([]);
    const stale = report([
      { lang: 'en', key: '/a', contentHash: hash },
      { lang: 'zh', key: '/a', recordedHash: '00000000' },
    ]);
    expect(stale.stale).toEqual([
      { file: 'docs/zh/a.mdx', sourceFile: 'docs/en/a.mdx', lang: 'zh', by: 'hash', recordedHash: '00000000', currentHash: hash.slice(0, 8) },
    ]);
  });

  it('a recorded hash wins over history', () => {
    const r = report([
      { lang: 'en', key: '/a', contentHash: hash, history: history('9@20') },
      { lang: 'zh', key: '/a', recordedHash: hash.slice(0, 8), history: history('1@1') },
    ]);
    expect(r.stale).toEqual([]);
  });

  it('by git: counts the source commits after the translation and the days between', () => {
    const r = report([
      { lang: 'en', key: '/a', history: history('7@15 5@10 2@1') },
      { lang: 'zh', key: '/a', history: history('4@3') },
      { lang: 'en', key: '/b', history: history('3@2') },
      { lang: 'zh', key: '/b', history: history('6@12') },
    ]);
    expect(r.stale).toEqual([
      { file: 'docs/zh/a.mdx', sourceFile: 'docs/en/a.mdx', lang: 'zh', by: 'git', commitsBehind: 2, uncommittedSource: false, daysBehind: 12 },
    ]);
  });

  it('orders commits by sequence, not time, since commits share seconds', () => {
    const r = report([
      { lang: 'en', key: '/a', history: history('3@5 1@5') },
      { lang: 'zh', key: '/a', history: history('2@5') },
    ]);
    expect(r.stale).toMatchObject([{ by: 'git', commitsBehind: 1, daysBehind: 0 }]);
  });

  it('uncommitted source changes count as changed now; an uncommitted translation is being updated', () => {
    const r = report([
      { lang: 'en', key: '/a', history: history('1@1', true) },
      { lang: 'zh', key: '/a', history: history('2@21') },
      { lang: 'en', key: '/b', history: history('5@1', true) },
      { lang: 'zh', key: '/b', history: history('2@1', true) },
    ]);
    expect(r.stale).toEqual([
      { file: 'docs/zh/a.mdx', sourceFile: 'docs/en/a.mdx', lang: 'zh', by: 'git', commitsBehind: 0, uncommittedSource: true, daysBehind: 10 },
    ]);
  });

  it('says nothing without history', () => {
    const r = report([
      { lang: 'en', key: '/a', history: history('5@9') },
      { lang: 'zh', key: '/a' },
    ]);
    expect(r.stale).toEqual([]);
  });
});

describe('checks and output', () => {
  const pages: Page[] = [
    { lang: 'en', key: '/a', headings: h('2:intro 2:usage'), history: history('9@20 8@19 3@2') },
    { lang: 'zh', key: '/a', headings: h('2:intro 2:用法'), history: history('4@8') },
    { lang: 'en', key: '/b', contentHash: 'abcdef0123456789' },
    { lang: 'zh', key: '/b', recordedHash: '12345678' },
    ...Array.from({ length: 12 }, (_, i) => ({ lang: 'en', key: `/new/${String(i).padStart(2, '0')}` })),
    { lang: 'zh', key: '/zh-only' },
  ];

  it('runs only the configured checks', () => {
    const r = report(pages, ['structure']);
    expect([r.missing.length, r.structure.length, r.stale.length]).toEqual([0, 1, 0]);
    expect(translationSummary(r)).toBe('translations en → zh (14 en, 3 zh files): 1 with different headings');
  });

  it('prints a summary line and capped, grouped lists', () => {
    const r = report(pages);
    expect(findingCount(r)).toBe(16);
    expect(formatTranslationReport(r, { limit: 3 })).toBe(
      [
        'translations en → zh (14 en, 3 zh files): 13 missing, 1 with different headings, 2 stale',
        '  missing in zh (12):',
        '    docs/en/new/00.mdx',
        '    docs/en/new/01.mdx',
        '    docs/en/new/02.mdx',
        '    … and 9 more',
        '  no en page to translate from (1):',
        '    docs/zh/zh-only.mdx',
        '  headings differ from en (1):',
        '    docs/zh/a.mdx: heading 2 is #用法 (h2), en has #usage (h2)',
        '  stale (en changed since) (2):',
        '    docs/zh/a.mdx: docs/en/a.mdx changed in 2 commits since (12 days newer)',
        '    docs/zh/b.mdx: sourceHash is 12345678, docs/en/b.mdx is now abcdef01',
      ].join('\n'),
    );
  });

  it('prints the lists when they fit a screen, the summary alone when not, every entry under --verbose', () => {
    const r = report(pages);
    // The summary, ten of the twelve missing pages with a title and "… and 2 more", three short lists: 20 lines.
    expect(reportLines(r, 20)).toHaveLength(20);
    expect(reportLines(r, 19)).toEqual([
      'translations en → zh (14 en, 3 zh files): 13 missing, 1 with different headings, 2 stale',
      '  (16 findings not listed: `--verbose` or `quire translations` lists them)',
    ]);
    const all = reportLines(r, Number.POSITIVE_INFINITY);
    expect(all).toContain('    docs/en/new/11.mdx');
    expect(all.join('\n')).not.toContain('… and');
    // --quiet: the summary only.
    expect(reportLines(r, 0)[0]).toBe(all[0]);
  });

  it('describes a count difference and uncommitted changes', () => {
    const r = report([
      { lang: 'en', key: '/a', headings: h('2:a 2:b'), history: history('1@1', true) },
      { lang: 'zh', key: '/a', headings: h('2:a'), history: history('2@21') },
    ]);
    const text = formatTranslationReport(r);
    expect(text).toContain('docs/zh/a.mdx: 1 heading, en has 2; first difference: heading 2 is nothing, en has #b (h2)');
    expect(text.endsWith('docs/zh/a.mdx: docs/en/a.mdx has uncommitted changes (10 days newer)')).toBe(true);
  });
});

describe('recordedSourceHash (dev server, pages not compiled)', () => {
  it.each<[string, string | undefined]>([
    ["---\nsourceHash: '0a1b2c3d'\ntitle: x\n---\n# T\n", '0a1b2c3d'],
    ['---\r\ntitle: x\r\nsourceHash: "abcdef12"\r\n---\r\n# T\r\n', 'abcdef12'],
    ['---\nsourceHash: 12345678\n---\n', undefined],
    ['---\nsourceHash: [oops\n---\n', undefined],
    ["# T\n\nsourceHash: '0a1b2c3d'\n", undefined],
  ])('%j → %s', (text, hash) => {
    expect(recordedSourceHash(text)).toBe(hash);
  });
});
