/**
 * Runs one named build step and reports how long it took. With `QUIRE_MEMORY=1` it also
 * reports the process's resident memory at the end of the step and its peak during the step
 * (sampled every 50 ms; render threads are part of the process), and the CPU time the process
 * spent on the step (user + system, all its threads; not a child process's).
 */
export async function task<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const sampler = process.env.QUIRE_MEMORY ? memorySampler() : undefined;
  const result = await run();
  const ms = performance.now() - start;
  console.log(`  ✓ ${name} (${ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`})${sampler ? ` ${sampler.stop()}` : ''}`);
  return result;
}

const MB = 1024 * 1024;

function memorySampler(): { stop(): string } {
  let peak = process.memoryUsage.rss();
  const cpu = process.cpuUsage();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      const { rss, heapUsed, external } = process.memoryUsage();
      peak = Math.max(peak, rss);
      const { user, system } = process.cpuUsage(cpu);
      return `[cpu ${((user + system) / 1e6).toFixed(2)} s, rss ${Math.round(rss / MB)} MB, peak ${Math.round(peak / MB)} MB, heap ${Math.round(heapUsed / MB)} MB, external ${Math.round(external / MB)} MB]`;
    },
  };
}
