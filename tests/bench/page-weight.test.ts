/** What the benchmark counts as a page's first load, and its summaries. */
import { describe, expect, it } from 'vitest';
import { firstLoadUrls } from '../../scripts/bench/page-weight.mjs';
import { percentile, summarize } from '../../scripts/bench/stats.mjs';

describe('firstLoadUrls', () => {
  it('takes scripts, module and script preloads, and stylesheets, fetch preloads as data, but not prefetches or other preloads', () => {
    const html = `<head>
      <script>inline()</script>
      <script defer src="/static/js/index.js"></script>
      <script type="module" src='/assets/app.js'></script>
      <link rel="modulepreload" href="/assets/chunks/framework.js">
      <link rel="preload" as="script" href="/static/js/async/p-1.js">
      <link rel="preload" href="/fonts/a.woff2" as="font">
      <link rel="prefetch" href="/static/js/async/p-2.js">
      <link rel="stylesheet" href="/static/css/index.css">
      <link rel="preload stylesheet" href="/assets/style.css" as="style">
      <link rel="icon" href="/favicon.ico">
      <link rel="preload" as="fetch" crossorigin href="/static/sidebar/en.1.json">
    </head>`;
    expect(firstLoadUrls(html)).toEqual({
      js: ['/static/js/index.js', '/assets/app.js', '/assets/chunks/framework.js', '/static/js/async/p-1.js'],
      css: ['/static/css/index.css', '/assets/style.css'],
      data: ['/static/sidebar/en.1.json'],
    });
  });
});

describe('stats', () => {
  it('summarizes runs as median and range, skipping NaN', () => {
    expect(summarize([3, 1, 2, Number.NaN])).toEqual({ median: 2, min: 1, max: 3, runs: [3, 1, 2] });
    expect(summarize([4, 1])?.median).toBe(2.5);
    expect(summarize([])).toBeUndefined();
  });

  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
  });
});
