/** Which entries of a long sidebar list a page draws (`list-window.ts`). */
import { describe, expect, it } from 'vitest';
import { gapName, listWindow, parseGapName, WINDOW_RADIUS, WINDOWED_LIST_ENTRIES } from '#theme-default/Sidebar/list-window.ts';

const LONG = WINDOWED_LIST_ENTRIES + 100;
const show = (spans: ReturnType<typeof listWindow>) => spans.map((s) => `${s.kind === 'gap' ? 'gap ' : ''}${s.from}-${s.to}`);

describe('listWindow', () => {
  it('draws every entry of a list up to the threshold, wherever the page is', () => {
    expect(show(listWindow(0, -1))).toEqual([]);
    expect(show(listWindow(WINDOWED_LIST_ENTRIES, 60))).toEqual([`0-${WINDOWED_LIST_ENTRIES - 1}`]);
  });

  it('draws the entries around the page’s, the first and the last, with a gap on each side', () => {
    const at = 100;
    expect(show(listWindow(LONG, at))).toEqual([
      '0-0',
      `gap 1-${at - WINDOW_RADIUS - 1}`,
      `${at - WINDOW_RADIUS}-${at + WINDOW_RADIUS}`,
      `gap ${at + WINDOW_RADIUS + 1}-${LONG - 2}`,
      `${LONG - 1}-${LONG - 1}`,
    ]);
  });

  it('joins the window to the first or last entry it reaches, and starts at the list’s start without the page', () => {
    expect(show(listWindow(LONG, 0))).toEqual([`0-${WINDOW_RADIUS}`, `gap ${WINDOW_RADIUS + 1}-${LONG - 2}`, `${LONG - 1}-${LONG - 1}`]);
    expect(show(listWindow(LONG, -1))).toEqual(show(listWindow(LONG, 0)));
    expect(show(listWindow(LONG, WINDOW_RADIUS + 1))).toEqual([
      `0-${2 * WINDOW_RADIUS + 1}`,
      `gap ${2 * WINDOW_RADIUS + 2}-${LONG - 2}`,
      `${LONG - 1}-${LONG - 1}`,
    ]);
    expect(show(listWindow(LONG, LONG - 1))).toEqual(['0-0', `gap 1-${LONG - 2 - WINDOW_RADIUS}`, `${LONG - 1 - WINDOW_RADIUS}-${LONG - 1}`]);
  });

  it('covers every entry once, in order, for every page of a long list', () => {
    for (let at = -1; at < LONG; at++) {
      const spans = listWindow(LONG, at);
      expect(spans[0].from).toBe(0);
      expect(spans.at(-1)?.to).toBe(LONG - 1);
      for (let i = 1; i < spans.length; i++) {
        expect(spans[i].from).toBe(spans[i - 1].to + 1);
        expect(spans[i].kind).not.toBe(spans[i - 1].kind);
      }
      const drawn = spans.filter((s) => s.kind === 'entries').reduce((n, s) => n + s.to - s.from + 1, 0);
      expect(drawn).toBeLessThanOrEqual(2 * WINDOW_RADIUS + 3);
      expect(spans.some((s) => s.kind === 'entries' && s.from <= Math.max(0, at) && Math.max(0, at) <= s.to)).toBe(true);
    }
  });
});

describe('gap names', () => {
  it('name the list and the entries left out, and read back', () => {
    expect(gapName('3.1', { from: 1, to: 40 })).toBe('3.1:1-40');
    expect(parseGapName('3.1:1-40')).toEqual({ parent: '3.1', from: 1, to: 40 });
    expect(parseGapName(':31-200')).toEqual({ parent: '', from: 31, to: 200 });
    expect(parseGapName('x:1-2')).toBeUndefined();
  });
});
