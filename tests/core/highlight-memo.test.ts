import { describe, expect, it, vi } from 'vitest';
import { HighlightMemo } from '#core/markdown/highlight-memo.ts';

describe('HighlightMemo', () => {
  it('highlights a block once, whichever page it appears on again', () => {
    const memo = new HighlightMemo();
    const highlight = vi.fn(() => '<pre>a</pre>');
    expect(memo.get('const a = 1;', 'typescript', [], '', highlight)).toBe('<pre>a</pre>');
    expect(memo.get('const a = 1;', 'typescript', [], '', highlight)).toBe('<pre>a</pre>');
    expect(highlight).toHaveBeenCalledTimes(1);
  });

  it('tells blocks apart by language and highlighted lines, not only by code', () => {
    const memo = new HighlightMemo();
    expect(memo.get('x', 'typescript', [], '', () => 'ts')).toBe('ts');
    expect(memo.get('x', 'javascript', [], '', () => 'js')).toBe('js');
    expect(memo.get('x', 'typescript', [1], '', () => 'ts-1')).toBe('ts-1');
    expect(memo.get('x', 'typescript', [1, 2], '', () => 'ts-1-2')).toBe('ts-1-2');
    expect(memo.get('x', 'typescript', [12], '', () => 'ts-12')).toBe('ts-12');
    expect(memo.get('x', 'typescript', [1, 2], '', () => 'again')).toBe('ts-1-2');
  });

  it('tells apart HTML made with other shiki transformers (another site config in the same process)', () => {
    const memo = new HighlightMemo();
    expect(memo.get('x', 'typescript', [], '', () => 'plain')).toBe('plain');
    expect(memo.get('x', 'typescript', [], 't1', () => 'diff')).toBe('diff');
    expect(memo.get('x', 'typescript', [], '', () => 'again')).toBe('plain');
  });

  it('keeps at most its budget of HTML, dropping the oldest blocks first', () => {
    const memo = new HighlightMemo(10);
    const highlighted: string[] = [];
    const highlight = (html: string) => () => {
      highlighted.push(html);
      return html;
    };
    memo.get('a', 'text', [], '', highlight('aaaa'));
    memo.get('b', 'text', [], '', highlight('bbbb'));
    memo.get('c', 'text', [], '', highlight('cccc')); // 12 > 10: 'a' goes
    expect(memo.get('b', 'text', [], '', highlight('new b'))).toBe('bbbb');
    expect(memo.get('a', 'text', [], '', highlight('new a'))).toBe('new a');
    expect(highlighted).toEqual(['aaaa', 'bbbb', 'cccc', 'new a']);
  });
});
