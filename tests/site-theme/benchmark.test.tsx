// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { barWidth, Benchmark, benchmarkGroups, formatTime } from '../../theme/Benchmark/Benchmark';
import { FakeIntersectionObserver, stubIntersectionObserver } from '../fixtures/fake-intersection-observer';
import { renderWithPage } from '../fixtures/render';

describe('formatTime and barWidth', () => {
  it('shows times under a second in ms, others in seconds with two decimals', () => {
    expect(formatTime(0.41)).toBe('410ms');
    expect(formatTime(0.08)).toBe('80ms');
    expect(formatTime(0.999)).toBe('999ms');
    expect(formatTime(1)).toBe('1.00s');
    expect(formatTime(1.29)).toBe('1.29s');
    expect(formatTime(6.5)).toBe('6.50s');
  });

  it('divides the time by the slowest one', () => {
    expect(barWidth(6.52, 6.52)).toBe(1);
    expect(barWidth(0.28, 6.52)).toBeCloseTo(0.0429, 4);
    expect(barWidth(1, 4)).toBe(0.25);
    expect(barWidth(1, 0)).toBe(0);
  });
});

beforeEach(stubIntersectionObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const widths = () => screen.getAllByTestId('benchmark-bar').map((b) => b.style.width);
const observers = () => FakeIntersectionObserver.all;
const intersect = (isIntersecting: boolean) => act(() => observers()[0].intersect(isIntersecting));

describe('Benchmark', () => {
  it('starts every bar at zero width and grows them on the first intersection only', () => {
    renderWithPage(<Benchmark />);
    expect(widths()).toHaveLength(12);
    expect(widths().every((w) => w === '0%')).toBe(true);
    expect(observers()).toHaveLength(1);
    expect(observers()[0].targets).toHaveLength(1);

    intersect(false);
    expect(widths().every((w) => w === '0%')).toBe(true);

    intersect(true);
    const groups = benchmarkGroups('en');
    const expected = groups.flatMap((g) => {
      const max = Math.max(...g.rows.map((r) => r.time));
      return g.rows.map((r) => `${(r.time / max) * 100}%`);
    });
    expect(widths()).toEqual(expected);
    // The slowest of each metric fills the track.
    expect(widths().filter((w) => w === '100%').length).toBeGreaterThanOrEqual(3);
    expect(observers()[0].disconnected).toBe(true);

    // Leaving and coming back changes nothing: no re-animation.
    intersect(false);
    expect(widths()).toEqual(expected);
    expect(observers()).toHaveLength(1);
  });

  it('labels the times in ms and seconds and each bar grows for its own time', () => {
    renderWithPage(<Benchmark />);
    const times = [...document.querySelectorAll('.rs-benchmark__time')].map((t) => t.textContent);
    expect(times.slice(0, 4)).toEqual(['410ms', '1.29s', '2.26s', '5.02s']);
    const bars = screen.getAllByTestId('benchmark-bar');
    expect(bars[0].style.transitionDuration).toBe('0.41s');
  });

  it('uses the Chinese captions on Chinese pages', () => {
    renderWithPage(<Benchmark />, { lang: 'zh', routePath: '/zh/' });
    expect(screen.getByText('开发服务器启动时间')).toBeTruthy();
  });

  it('draws given groups', () => {
    renderWithPage(
      <Benchmark
        groups={[
          {
            metric: 'M',
            description: 'd',
            rows: [
              { label: 'a', time: 2 },
              { label: 'b', time: 0.5 },
            ],
          },
        ]}
      />,
    );
    intersect(true);
    expect(widths()).toEqual(['100%', '25%']);
  });
});

describe('the prose above the chart', () => {
  // The sentence introducing the chart must not claim more than the chart shows.
  const paragraph = (lang: 'en' | 'zh') => {
    const source = readFileSync(path.join(import.meta.dirname, `../../docs/${lang}/index.mdx`), 'utf8');
    const section = source.slice(source.indexOf('\n## ', source.indexOf('<FeatureCards />')), source.indexOf('<Benchmark />'));
    return section
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .join(' ');
  };

  it.each(['en', 'zh'] as const)("names the tool ahead of Rsbuild on any metric, and each figure it gives is the chart's (%s)", (lang) => {
    const text = paragraph(lang);
    const groups = benchmarkGroups(lang);
    for (const group of groups) {
      const fastest = group.rows.reduce((a, b) => (b.time < a.time ? b : a));
      if (fastest.label === 'Rsbuild') continue;
      expect(text).toContain(fastest.label.split(' ')[0]);
      expect(text).toContain(`${Math.round(fastest.time * 1000)} ms`);
    }
    const figures = new Set(groups.flatMap((g) => g.rows.map((r) => Math.round(r.time * 1000))));
    const given = [...text.matchAll(/(\d+) ms/g)].map((m) => Number(m[1]));
    expect(given.length).toBeGreaterThan(0);
    for (const ms of given) expect(figures.has(ms)).toBe(true);
  });
});
