/** The three indexes by script: Cyrillic words, CJK runs, Latin words, and how they combine. */
import { describe, expect, it } from 'vitest';
import { editDistance } from '#shared/edit-distance.ts';
import { normalize, tokenize } from '#shared/search-normalize.ts';
import { type PageResult, Searcher } from '#runtime/search/search-core.ts';
import { matchQuality, WordIndex } from '#runtime/search/word-index.ts';

const page = (id: number, title: string, routePath: string, body: string) => ({
  id,
  title,
  routePath,
  content: `${title}\n${body}`,
  headers: [],
  toc: [],
});

const ru = new Searcher([
  page(0, 'Настройка сервера', '/ru/server', 'Сервер разработки запускается командой dev. Порт по умолчанию 3000. Ёлка зелёная.'),
  page(1, 'Сборка проекта', '/ru/build', 'Команда build собирает проект для продакшена. Йогурт и иней.'),
  page(2, 'Плагины', '/ru/plugins', 'Плагин может изменить конфигурацию сервера и сборки.'),
]);

const routes = (results: PageResult[]) => results.map((r) => r.routePath);
/** The highlighted parts of the first hit that has any. */
const marked = (result: PageResult) => {
  const hit = result.hits.find((h) => h.highlightInfoList.length);
  return hit?.highlightInfoList.map((h) => hit.statement.slice(h.start, h.start + h.length)) ?? [];
};

describe('Cyrillic', () => {
  it('matches regardless of case, and highlights the word as written', () => {
    const [first] = ru.search('СЕРВЕР');
    expect(first.routePath).toBe('/ru/server');
    expect(marked(first)).toEqual(['сервер']);
    expect(routes(ru.search('сервер'))).toEqual(['/ru/server', '/ru/plugins']);
  });

  it('treats ё and е as the same letter, both ways', () => {
    expect(routes(ru.search('елка'))).toEqual(['/ru/server']);
    const [first] = ru.search('ЗЕЛЕНАЯ');
    expect(first.routePath).toBe('/ru/server');
    expect(marked(first)).toEqual(['зелёная']);
    expect(routes(ru.search('зелёная ёлка'))).toEqual(['/ru/server']);
  });

  it('keeps й a letter of its own', () => {
    expect(normalize('Йогурт ЁЖ')).toBe('йогурт еж');
    expect(routes(ru.search('йогурт'))).toEqual(['/ru/build']);
  });

  it('finds partial words and forgives one typo', () => {
    expect(routes(ru.search('сбор'))).toEqual(['/ru/build', '/ru/plugins']);
    expect(routes(ru.search('разработ'))).toEqual(['/ru/server']);
    expect(routes(ru.search('сервре'))[0]).toBe('/ru/server');
  });

  it('combines Cyrillic and Latin words, all of which must match', () => {
    expect(routes(ru.search('порт 3000'))).toEqual(['/ru/server']);
    expect(routes(ru.search('команда build'))).toEqual(['/ru/build']);
    expect(ru.search('команда несуществующее')).toEqual([]);
  });
});

describe('Chinese', () => {
  const zh = new Searcher([
    page(0, '构建产物目录', '/zh/output', '执行构建后，产物默认输出到 dist 目录。通过 distPath 修改。'),
    page(1, '开发服务器', '/zh/server', '开发服务器默认使用 3000 端口，可以通过 server.port 修改。'),
    page(2, '插件', '/zh/plugins', '插件可以修改构建配置，也可以在开发服务器启动时执行代码。'),
  ]);

  it('finds every run that appears in a page, and only pages that contain it', () => {
    for (const text of ['构建产物目录', '执行构建后，产物默认输出到 dist 目录。通过 distPath 修改。']) {
      const runs = text.match(/\p{Script=Han}+/gu) ?? [];
      for (const run of runs) {
        for (let len = 2; len <= Math.min(4, run.length); len++) {
          for (let i = 0; i + len <= run.length; i++) {
            const q = run.slice(i, i + len);
            const found = zh.search(q, 10);
            expect(routes(found)).toContain('/zh/output');
            for (const r of found) expect(marked(r).join('')).toContain(q);
          }
        }
      }
    }
  });

  it('does not match characters that are merely present in the wrong order', () => {
    expect(zh.search('目录产物')).toEqual([]);
    expect(zh.search('器务服')).toEqual([]);
  });

  it('ranks the page whose title holds the phrase first, and answers mixed queries', () => {
    expect(routes(zh.search('开发服务器'))).toEqual(['/zh/server', '/zh/plugins']);
    expect(routes(zh.search('端口 server.port'))).toEqual(['/zh/server']);
    expect(routes(zh.search('修改 distPath'))).toEqual(['/zh/output']);
  });

  it('folds full-width Latin letters typed with a Chinese input method', () => {
    expect(routes(zh.search('ｄｉｓｔＰａｔｈ'))).toEqual(['/zh/output']);
  });
});

describe('Latin words', () => {
  it('match anywhere in a word, whole words ranking above parts', () => {
    expect(matchQuality('path', 'path')).toBe(1);
    expect(matchQuality('dist', 'distpath')).toBeGreaterThan(matchQuality('path', 'distpath'));
    expect(matchQuality('x', 'distpath')).toBe(0);
    const words = new WordIndex();
    for (const w of ['distpath', 'path', 'historyapifallback']) words.add(0, w);
    expect(words.match('path').map((m) => m.word)).toEqual(['distpath', 'path']);
    expect(words.match('fallback').map((m) => m.word)).toEqual(['historyapifallback']);
  });

  it('count each page’s occurrences, also when pages come back out of order or after a query', () => {
    const words = new WordIndex();
    for (const [p, w] of [
      [0, 'port'],
      [0, 'port'],
      [2, 'port'],
      [1, 'port'],
      [2, 'port'],
      [1, 'path'],
    ] as const)
      words.add(p, w);
    expect([...(words.match('port')[0]?.pages ?? [])].sort()).toEqual([
      [0, 2],
      [1, 1],
      [2, 2],
    ]);
    words.add(3, 'port');
    expect(words.match('port')[0]?.pages.get(3)).toBe(1);
    words.add(3, 'port');
    expect(words.match('port')[0]?.pages.get(3)).toBe(2);
  });

  it('fall back to near misses only when nothing contains the query word', () => {
    const words = new WordIndex();
    for (const w of ['environment', 'distpath', 'port']) words.add(0, w);
    expect(words.match('enviroment').map((m) => m.word)).toEqual(['environment']);
    expect(words.match('distpaht').map((m) => m.word)).toEqual(['distpath']);
    // Too short to guess at: "prt" could be many words.
    expect(words.match('prt')).toEqual([]);
  });

  it('measure edits, a swap of neighbours counting one', () => {
    expect(editDistance('distpaht', 'distpath', 2)).toBe(1);
    expect(editDistance('typscript', 'typescript', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('tokenize', () => {
  it('splits folded text into words by script, keeping identifiers whole', () => {
    const folded = normalize('配置 output.distPath и __webpack_nonce__ Ёж2');
    expect(tokenize(folded).map((t) => [t.text, t.script, t.start])).toEqual([
      ['配置', 'cjk', 0],
      ['output', 'latin', 3],
      ['distpath', 'latin', 10],
      ['и', 'cyrillic', 19],
      ['__webpack_nonce__', 'latin', 21],
      ['еж', 'cyrillic', 39],
      ['2', 'latin', 41],
    ]);
  });
});
