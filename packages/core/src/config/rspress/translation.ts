/**
 * What a translation step writes: the Quire config it builds, and a warning per Rspress field it
 * could not carry over (named by its path, with the reason), so that no field is dropped unsaid.
 */
import type { QuirePlugin, UserConfig } from '../types.js';

export interface Unsupported {
  /** The Rspress field's path, such as `themeConfig.footer` or `plugins["x"].addRuntimeModules`. */
  field: string;
  reason: string;
}

export class Translation {
  readonly config: UserConfig & Record<string, unknown> = {};
  readonly warnings: Unsupported[] = [];
  /** Parts of the Rspress config that became a plugin of their own (`globalStyles`). */
  readonly sitePlugin: Omit<QuirePlugin, 'name'> = {};

  warn(field: string, reason: string): void {
    if (!this.warnings.some((w) => w.field === field)) this.warnings.push({ field, reason });
  }

  /** Sets the Quire field at a dotted path (`themeConfig.hideNavbar`), creating the objects on the way. */
  set(path: string, value: unknown): void {
    const keys = path.split('.');
    let at: Record<string, unknown> = this.config;
    for (const key of keys.slice(0, -1)) {
      at[key] ??= {};
      at = at[key] as Record<string, unknown>;
    }
    at[keys[keys.length - 1]] = value;
  }
}

/** Translates one field: `value` is set (not undefined); `field` is its path for warnings. */
export type FieldRule<V> = (value: V, out: Translation, field: string) => void;

/** The rules of an object's every field: the `satisfies` check makes a field without a rule a type error. */
export type Rules<T> = { [K in keyof Required<T>]: FieldRule<Exclude<T[K], undefined>> };

/** The field as it is, at the same path in Quire's config or at `to`. */
export const same =
  (to?: string) =>
  <V>(value: V, out: Translation, field: string): void =>
    out.set(to ?? field, value);

/** A field Quire has no equivalent for: a warning naming it. */
export const unsupported =
  (reason: string) =>
  (_value: unknown, out: Translation, field: string): void =>
    out.warn(field, reason);

/** Runs `rules` over each set field of `value`, prefixing field paths with `at`; a field no rule knows is a warning too. */
export function applyRules<T extends object>(value: T, rules: Rules<T>, out: Translation, at = ''): void {
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    const field = at ? `${at}.${key}` : key;
    const rule = (rules as Record<string, FieldRule<unknown> | undefined>)[key];
    if (rule) rule(item, out, field);
    else out.warn(field, 'is not a field of Rspress 2 that Quire knows');
  }
}
