/**
 * Hands Rspack's progress (percent and phase, per environment) to the build's progress line:
 * Rspack knows no page count before it has found every module, so its own percentage is the
 * measure. Rsbuild's `dev.progressBar` draws a bar of its own instead, which would fight the
 * build's line for the terminal.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

/** Turns Rspack's progress calls into short texts (`web 45% building`), each passed on once. */
export function progressTexts(environment: string, report: (text: string) => void): (percentage: number, message: string) => void {
  let last = '';
  return (percentage, message) => {
    const text = `${environment} ${Math.floor(percentage * 100)}%${message ? ` ${message}` : ''}`;
    if (text === last) return;
    last = text;
    report(text);
  };
}

export function progressPlugin(report: (text: string) => void): RsbuildPlugin {
  return {
    name: 'quire:progress',
    setup(api) {
      api.modifyBundlerChain((chain, { environment, rspack }) => {
        chain.plugin('quire-progress').use(rspack.ProgressPlugin, [progressTexts(environment.name, report)]);
      });
    },
  };
}
