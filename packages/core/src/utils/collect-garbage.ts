/**
 * Full garbage collections, for the moments a build waits on another process and would
 * otherwise keep the garbage of the step before; several in a row, because each frees what the
 * finalizers of the one before released. Node exposes `gc` only with `--expose-gc`; the
 * flag set at run time applies to new contexts.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | undefined;

export function collectGarbage(times = 3): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  for (let i = 0; i < times; i++) gc();
}
