/**
 * The "Lightning Fast" chart: one horizontal bar per tool for each metric, width relative to
 * the slowest. Bars grow from zero over a duration equal to the measured time, once, when
 * the chart first scrolls into view.
 */
import { useLang } from '@quire/runtime';
import { useNearViewport } from '@quire/theme-default';
import { useRef } from 'react';
import './Benchmark.css';

export interface BenchmarkRow {
  label: string;
  /** Seconds. */
  time: number;
}

export interface BenchmarkGroup {
  metric: string;
  description: string;
  rows: BenchmarkRow[];
}

/** Below one second in milliseconds, otherwise seconds with two decimals. */
export function formatTime(seconds: number): string {
  return seconds < 1 ? `${Math.round(seconds * 1000)}ms` : `${seconds.toFixed(2)}s`;
}

export function barWidth(time: number, max: number): number {
  return max > 0 ? time / max : 0;
}

const DATA = [
  { label: 'Rsbuild', dev: 0.41, build: 0.28, hmr: 0.08 },
  { label: 'Vite + SWC', dev: 1.29, build: 1.39, hmr: 0.05 },
  { label: 'webpack + SWC', dev: 2.26, build: 2.01, hmr: 0.2 },
  { label: 'webpack + Babel', dev: 5.02, build: 6.52, hmr: 0.2 },
] as const;

const TEXTS = {
  en: {
    dev: ['Dev', 'dev server startup time'],
    build: ['Build', 'production build time'],
    hmr: ['HMR', 'hot update time'],
    note: 'Measured on 1,000 React components (performance-compare).',
  },
  zh: {
    dev: ['Dev', '开发服务器启动时间'],
    build: ['Build', '生产构建时间'],
    hmr: ['HMR', '热更新时间'],
    note: '测试项目：1000 个 React 组件（performance-compare）。',
  },
} as const;

export function benchmarkGroups(lang: string): BenchmarkGroup[] {
  const t = lang === 'zh' ? TEXTS.zh : TEXTS.en;
  return (['dev', 'build', 'hmr'] as const).map((metric) => ({
    metric: t[metric][0],
    description: t[metric][1],
    rows: DATA.map((d) => ({ label: d.label, time: d[metric] })),
  }));
}

export function Benchmark({ groups: given }: { groups?: BenchmarkGroup[] }) {
  const lang = useLang();
  const groups = given ?? benchmarkGroups(lang);
  const ref = useRef<HTMLDivElement>(null);
  const visible = useNearViewport(ref, '0px');
  return (
    <div ref={ref} className="rs-benchmark">
      {groups.map((group) => {
        const max = Math.max(...group.rows.map((r) => r.time));
        return (
          <figure key={group.metric} className="rs-benchmark__group">
            <figcaption className="rs-benchmark__caption">
              <strong>{group.metric}</strong> <span>{group.description}</span>
            </figcaption>
            {group.rows.map((row) => (
              <div key={row.label} className="rs-benchmark__row">
                <span className="rs-benchmark__label">{row.label}</span>
                <span className="rs-benchmark__track">
                  <span
                    className="rs-benchmark__bar"
                    data-testid="benchmark-bar"
                    style={{
                      width: visible ? `${barWidth(row.time, max) * 100}%` : '0%',
                      transitionDuration: `${row.time}s`,
                    }}
                  />
                </span>
                <span className="rs-benchmark__time">{formatTime(row.time)}</span>
              </div>
            ))}
          </figure>
        );
      })}
    </div>
  );
}
