/** The first load's table as `dev-profile.mjs` prints it: the requests, the browser's first paint, the bench's sighting. */
import { describe, expect, it } from 'vitest';
import { waterfallTable } from '../../scripts/bench/dev-server.mjs';

const request = (name: string, start: number, end: number) => ({ name, start, firstByte: end - 1, end, bytes: 2048 });

describe('waterfallTable', () => {
  it('places the first paint by the browser’s clock and times it from the files the HTML names, not from later ones', () => {
    const table = waterfallTable({
      html: 100,
      painted: 400,
      drawn: 480,
      entries: [
        request('/static/js/lib-react.js', 110, 250),
        request('/__quire/sidebar.json', 108, 140),
        // Asked for by the app once it ran, after the first answers came in.
        request('/favicon.ico', 300, 420),
      ],
    }).split('\n');
    expect(table.slice(1)).toEqual([
      '     8     39     40     2 KB  /__quire/sidebar.json',
      '    10    149    150     2 KB  /static/js/lib-react.js',
      '   200    319    320     2 KB  /favicon.ico',
      "   300 page painted (first contentful paint), 150 ms after the HTML's files were in",
      '   380 page drawn (seen)',
    ]);
  });

  it('leaves the paint out when the browser gave none', () => {
    const table = waterfallTable({ html: 0, drawn: 50, entries: [request('/a.js', 1, 20)] });
    expect(table).not.toContain('painted');
    expect(table.split('\n').at(-1)).toBe('    50 page drawn (seen)');
  });
});
