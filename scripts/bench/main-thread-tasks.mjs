#!/usr/bin/env node
/**
 * The page's main-thread tasks in a Chromium trace of one load with the CPU slowed four times: each
 * task of at least `--min` ms (start after navigation, length, what it spent its time on) and the
 * totals up to the app's ready mark plus `--after` ms, the sites loaded in turn in each round. Less
 * swayed by a busy host than Lighthouse's simulated score, and it names the work. With `--press`,
 * the pointer is pressed on the page's edge `--after` ms after the ready mark (what a reader's first
 * tap starts: the route table's part, the section's sidebar), and the tasks after the press are totalled too.
 *
 *   node scripts/bench/main-thread-tasks.mjs --page /guide/usage/cron-api --runs 3 dist-a dist-b
 *   node scripts/bench/main-thread-tasks.mjs --page /guide/usage/cron-api --press --after 3000 dist
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { serveBuilds } from './static-server.mjs';
import { percentile } from './stats.mjs';

const WINDOW = { width: 412, height: 823 };
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

/** A script's file name without its content hash. */
const fileName = (url) =>
  url
    .split('/')
    .pop()
    .replace(/\.[0-9a-f]{8,}\./, '.');

/** What a trace event is, in a few words: script events name their file. */
function label(event) {
  const data = event.args?.data ?? {};
  const url = data.url ?? data.stackTrace?.[0]?.url ?? '';
  const file = url ? ` ${fileName(url)}` : '';
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'FunctionCall':
      return `script${file}`;
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'TimerFire':
    case 'FireIdleCallback':
    case 'EventDispatch':
    case 'FireAnimationFrame':
      return `${event.name}${data.type ? ` ${data.type}` : ''}`;
    default:
      return event.name;
  }
}

/** Main-thread tasks of the page's renderer with their direct children's time by label. */
function tasksOf(events) {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const frame = started?.args?.data?.frames?.find((f) => !f.parent);
  const pid = frame?.processId ?? events.find((e) => e.name === 'navigationStart')?.pid;
  const main = events.find((e) => e.pid === pid && e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const own = events.filter((e) => e.pid === pid && e.tid === main?.tid && e.ph === 'X' && e.dur !== undefined);
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === pid && e.args?.data?.isLoadingMainFrame)?.ts;
  const tasks = own.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const children = own.filter((e) => e.name !== 'RunTask').sort((a, b) => a.ts - b.ts);
  let next = 0;
  return tasks.map((task) => {
    const parts = new Map();
    const end = task.ts + task.dur;
    let covered = task.ts;
    while (next < children.length && children[next].ts < task.ts) next++;
    for (let i = next; i < children.length && children[i].ts < end; i++) {
      const child = children[i];
      if (child.ts < covered) continue; // nested in a child already counted
      const name = label(child);
      parts.set(name, (parts.get(name) ?? 0) + child.dur / 1000);
      covered = child.ts + child.dur;
    }
    const named = [...parts.values()].reduce((sum, v) => sum + v, 0);
    parts.set('other', task.dur / 1000 - named);
    return { start: (task.ts - (navigation ?? task.ts)) / 1000, ms: task.dur / 1000, parts };
  });
}

async function traceLoad(browser, url, { after, press }) {
  const page = await browser.newPage({ viewport: WINDOW });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES });
    // Generous limits: a busy host slowed four times may take long over one load.
    await page.goto(url, { timeout: 180_000 });
    await page.waitForFunction(() => document.documentElement.dataset.quireReady === 'true', undefined, { timeout: 180_000 });
    const ready = await page.evaluate(() => performance.now());
    await page.waitForTimeout(after);
    let pressed = Number.POSITIVE_INFINITY;
    if (press) {
      pressed = await page.evaluate(() => performance.now());
      await page.mouse.click(2, WINDOW.height / 2);
      await page.waitForTimeout(after);
    }
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    return { ready, fcp, pressed, tasks: tasksOf(traceEvents).filter((t) => t.start >= 0) };
  } finally {
    await page.close();
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    page: { type: 'string' },
    runs: { type: 'string', default: '3' },
    min: { type: 'string', default: '30' },
    after: { type: 'string', default: '5000' },
    press: { type: 'boolean', default: false },
  },
});
if (!values.page || !positionals.length) {
  console.error('usage: main-thread-tasks.mjs --page /route [--runs 3] [--min 30] [--after 5000] [--press] DIST...');
  process.exit(1);
}
const sites = await serveBuilds(positionals, values.page);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ms = (n) => `${Math.round(n)}`;
try {
  for (let run = 0; run < Number(values.runs); run++) {
    for (const site of sites) {
      const { ready, fcp, pressed, tasks } = await traceLoad(browser, site.url, { after: Number(values.after), press: values.press });
      const total = tasks.reduce((sum, t) => sum + t.ms, 0);
      const blocking = tasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0);
      const afterReady = tasks.filter((t) => t.start >= ready).reduce((sum, t) => sum + t.ms, 0);
      const layout = tasks.reduce((sum, t) => sum + (t.parts.get('style') ?? 0) + (t.parts.get('layout') ?? 0), 0);
      const afterPress = tasks.filter((t) => t.start >= pressed);
      const press = { pressTasks: afterPress.reduce((sum, t) => sum + t.ms, 0), pressLongest: Math.max(0, ...afterPress.map((t) => t.ms)) };
      site.runs.push({ total, blocking, afterReady, layout, longest: Math.max(0, ...tasks.map((t) => t.ms)), ...press });
      console.log(
        `\n${site.dir} run ${run + 1}: FCP ${ms(fcp)}, ready ${ms(ready)} ms; tasks ${ms(total)} ms (${ms(afterReady)} after ready, style and layout ${ms(layout)}), blocking after FCP ${ms(blocking)} ms` +
          (values.press ? `; after the press ${ms(press.pressTasks)} ms, longest ${ms(press.pressLongest)} ms` : ''),
      );
      for (const task of tasks.filter((t) => t.ms >= Number(values.min))) {
        const parts = [...task.parts].sort((a, b) => b[1] - a[1]).slice(0, 4);
        console.log(`  at ${ms(task.start).padStart(5)}  ${ms(task.ms).padStart(4)} ms  ${parts.map(([k, v]) => `${k} ${ms(v)}`).join(', ')}`);
      }
    }
  }
  const keys = ['total', 'afterReady', 'layout', 'blocking', 'longest', ...(values.press ? ['pressTasks', 'pressLongest'] : [])];
  console.log(
    `\nmedians (ms): main-thread tasks, after ready, style and layout, blocking after FCP, longest task${values.press ? ', after the press, its longest task' : ''}`,
  );
  for (const site of sites) {
    const median = (key) =>
      ms(
        percentile(
          site.runs.map((r) => r[key]),
          50,
        ),
      );
    console.log(`  ${site.dir}: ${keys.map(median).join(', ')}`);
  }
} finally {
  await browser.close();
  for (const site of sites) site.server.close();
}
