/**
 * Hydration of a long page on a slow phone: with the CPU slowed down four times, as Lighthouse's
 * mobile run does, hydrating `/plugins/dev/hooks` (the longest page) must be cut into short tasks
 * (React's time-sliced hydration, started in a transition) rather than one task of several
 * hundred milliseconds, which is what Lighthouse counts as total blocking time.
 *
 * Long tasks are wall-clock, and a busy machine stretches any task, sliced or not, while a fast
 * one hydrates the page unsliced under any fixed limit; so the test checks what slicing is: React's
 * scheduler handing the rest of its work to a new task again and again between the app's scripts
 * and its ready mark. A slower machine only makes more of them.
 */
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForReady } from './browser';

const site = inject('siteUrl');
const browser = useBrowser();

interface HydrationProbe {
  tasks: Array<{ start: number; duration: number }>;
  /** When a message was posted on a channel, as React's scheduler does to go on in a new task. */
  posts: number[];
  readyAt: number;
}

describe('hydration', () => {
  it('yields to the browser while it hydrates a long page on a 4× slower CPU', async () => {
    const page = await browser().newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const probe: HydrationProbe = { tasks: [], posts: [], readyAt: 0 };
      (window as unknown as { __probe: HydrationProbe }).__probe = probe;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) probe.tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      // React's scheduler continues its work in a new task by posting a message on a channel of its own.
      const post = MessagePort.prototype.postMessage as (this: MessagePort, ...args: unknown[]) => void;
      MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
        probe.posts.push(performance.now());
        post.apply(this, args);
      } as typeof MessagePort.prototype.postMessage;
      // The init script runs before the parser makes `<html>`, so the document is watched, not the element.
      new MutationObserver(() => {
        if (!probe.readyAt && document.documentElement.dataset.quireReady === 'true') probe.readyAt = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-quire-ready'] });
    });
    await page.goto(`${site}/plugins/dev/hooks`);
    await waitForReady(page, 60_000);
    const { probe, scripts } = await page.evaluate(() => ({
      probe: (window as unknown as { __probe: HydrationProbe }).__probe,
      // The time the deferred scripts had all run: hydration starts after it.
      scripts: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domContentLoadedEventEnd ?? 0,
    }));
    await page.close();
    const hydrating = (at: number) => at >= scripts && at <= probe.readyAt;
    const posts = probe.posts.filter(hydrating);
    const tasks = probe.tasks.filter((t) => hydrating(t.start + t.duration));
    console.log(
      `hydration: ${posts.length} tasks posted by React's scheduler, long tasks (ms): ${tasks.map((t) => Math.round(t.duration)).join(', ') || 'none'}`,
    );
    // Without time slicing it posts two while the page hydrates, and the whole render is one task.
    expect(posts.length).toBeGreaterThanOrEqual(5);
  });
});
