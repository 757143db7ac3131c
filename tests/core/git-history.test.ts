import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLog, parseStatus, readGitHistory } from '#core/pages/git-history.ts';
import { type TranslationPage, translationReport } from '#core/pages/translation-report.ts';

const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-git-history-'));
const docs = path.join(repo, 'docs');
const en = path.join(docs, 'en/guide/start.mdx');
const zh = path.join(docs, 'zh/guide/start.mdx');
const zhOther = path.join(docs, 'zh/guide/其他.mdx');
const enOther = path.join(docs, 'en/guide/其他.mdx');

// Fixed, separate commit dates so the days between changes are known.
function commit(message: string, day: number) {
  const date = `2026-01-${String(day).padStart(2, '0')}T12:00:00Z`;
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync('git', ['commit', '-q', '-m', message], {
    cwd: repo,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}
function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** The report's stale list for the repository as it stands. */
async function staleNow() {
  const history = await readGitHistory(docs);
  const pages: TranslationPage[] = [
    { lang: 'en', key: '/guide/start', file: 'en', history: history.get(en) },
    { lang: 'zh', key: '/guide/start', file: 'zh', history: history.get(zh) },
    { lang: 'en', key: '/guide/other', file: 'en-other', history: history.get(enOther) },
    { lang: 'zh', key: '/guide/other', file: 'zh-other', history: history.get(zhOther) },
  ];
  return translationReport(pages, { sourceLang: 'en', langs: ['en', 'zh'], checks: ['stale'], now: Date.UTC(2026, 1, 1) }).stale;
}

beforeAll(() => {
  execFileSync('git', ['init', '-q'], { cwd: repo });
  execFileSync('git', ['config', 'user.email', 'test@example.com'], { cwd: repo });
  execFileSync('git', ['config', 'user.name', 'Test'], { cwd: repo });
  execFileSync('git', ['config', 'commit.gpgsign', 'false'], { cwd: repo });
  write(en, '# Start\n');
  write(enOther, '# Other\n');
  commit('en', 1);
  write(zh, '# 开始\n');
  write(zhOther, '# 其他\n');
  commit('zh', 3);
});
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

describe('readGitHistory', () => {
  it('lists every commit per file, newest first, with non-ASCII paths intact', async () => {
    const history = await readGitHistory(docs);
    expect(history.get(en)).toEqual({ commits: [{ seq: 1, time: Date.UTC(2026, 0, 1, 12) }], uncommitted: false });
    expect(history.get(zhOther)).toEqual({ commits: [{ seq: 2, time: Date.UTC(2026, 0, 3, 12) }], uncommitted: false });
  });

  it('a translation committed after its source is up to date', async () => {
    expect(await staleNow()).toEqual([]);
  });

  it('the source committed again makes the translation stale', async () => {
    write(en, '# Start\n\nMore.\n');
    commit('en again', 10);
    write(en, '# Start\n\nMore and more.\n');
    commit('en once more', 13);
    expect(await staleNow()).toEqual([
      { file: 'zh', sourceFile: 'en', lang: 'zh', by: 'git', commitsBehind: 2, uncommittedSource: false, daysBehind: 10 },
    ]);
  });

  it('an uncommitted change to the source counts as a change now', async () => {
    write(enOther, '# Other\n\nEdited, not committed.\n');
    const history = await readGitHistory(docs);
    expect(history.get(enOther)?.uncommitted).toBe(true);
    expect((await staleNow()).find((s) => s.file === 'zh-other')).toEqual({
      file: 'zh-other',
      sourceFile: 'en-other',
      lang: 'zh',
      by: 'git',
      commitsBehind: 0,
      uncommittedSource: true,
      daysBehind: 28,
    });
  });

  it('an untracked new file is uncommitted with no commits', async () => {
    const fresh = path.join(docs, 'en/new.mdx');
    write(fresh, '# New\n');
    expect((await readGitHistory(docs)).get(fresh)).toEqual({ commits: [], uncommitted: true });
  });

  it('names files under the folder as given, even through a symlink', async () => {
    const link = path.join(os.tmpdir(), `quire-git-link-${process.pid}`);
    fs.rmSync(link, { force: true });
    fs.symlinkSync(repo, link);
    try {
      const history = await readGitHistory(path.join(link, 'docs'));
      expect(history.get(path.join(link, 'docs/en/guide/start.mdx'))?.commits.length).toBeGreaterThan(0);
    } finally {
      fs.rmSync(link, { force: true });
    }
  });

  it('in a repository without commits, every file is uncommitted', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-no-commits-'));
    try {
      execFileSync('git', ['init', '-q'], { cwd: empty });
      write(path.join(empty, 'en/a.mdx'), '# A\n');
      expect(await readGitHistory(empty)).toEqual(new Map([[path.join(empty, 'en/a.mdx'), { commits: [], uncommitted: true }]]));
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('is empty outside git', async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-no-git-'));
    try {
      expect((await readGitHistory(plain)).size).toBe(0);
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });
});

describe('git output parsing', () => {
  it('numbers commits from the oldest', () => {
    expect(parseLog('@20\n\na.md\nb.md\n@10\n\na.md\n')).toEqual([
      { seq: 2, time: 20000, files: ['a.md', 'b.md'] },
      { seq: 1, time: 10000, files: ['a.md'] },
    ]);
  });

  it('reads porcelain status, skipping the old name of a rename', () => {
    expect(parseStatus(' M docs/a.md\0R  docs/new.md\0docs/old.md\0?? docs/中.md\0')).toEqual(['docs/a.md', 'docs/new.md', 'docs/中.md']);
  });
});
