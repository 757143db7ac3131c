/**
 * Dev: whether the bundler is compiling, so work over every page (the checks' compiles) can step
 * aside while an edit or a newly asked page is being built: on a machine of few cores the edit
 * the writer waits for comes first.
 */
import type { Rspack } from '@rsbuild/core';

export class BundlerBusy {
  private busy = false;
  private waiting: Array<() => void> = [];

  /** Resolves at once while the bundler is idle, else when its compile is done. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  start(): void {
    this.busy = true;
  }

  end(): void {
    this.busy = false;
    for (const resume of this.waiting.splice(0)) resume();
  }

  /** The Rspack plugin that marks a compile from a change seen (or a watch run) until it is done or failed. */
  plugin(): Rspack.RspackPluginInstance {
    return {
      apply: (compiler) => {
        compiler.hooks.invalid.tap('QuireBundlerBusy', () => this.start());
        compiler.hooks.watchRun.tap('QuireBundlerBusy', () => this.start());
        compiler.hooks.done.tap('QuireBundlerBusy', () => this.end());
        compiler.hooks.failed.tap('QuireBundlerBusy', () => this.end());
        compiler.hooks.watchClose.tap('QuireBundlerBusy', () => this.end());
      },
    };
  }
}
