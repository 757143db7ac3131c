/**
 * The validator's field checks: each returns the value with its type, or throws a ConfigError
 * naming the field path and the reason.
 */
import { closestName } from '../utils/closest-name.js';
import { QuireError } from '../utils/errors.js';

export class ConfigError extends QuireError {
  readonly field: string;
  constructor(field: string, reason: string, file?: string) {
    super(`invalid config: "${field}" ${reason}`, { file });
    this.name = 'ConfigError';
    this.field = field;
  }
}

/** An object read through its known field names only. */
export type Fields<K extends string> = { readonly [P in K]?: unknown };

/** Objects with at most this many fields list them when an unknown name is close to none. */
const LISTED_FIELDS = 6;

const describe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

export class Checker {
  constructor(private readonly file?: string) {}
  fail(field: string, reason: string): never {
    throw new ConfigError(field, reason, this.file);
  }
  optionalString(value: unknown, field: string): string | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'string') this.fail(field, `must be a string (got ${describe(value)})`);
    return value;
  }
  string(value: unknown, field: string): string {
    if (typeof value !== 'string' || !value) this.fail(field, `must be a non-empty string (got ${describe(value)})`);
    return value;
  }
  optionalBoolean(value: unknown, field: string): boolean | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') this.fail(field, `must be true or false (got ${describe(value)})`);
    return value;
  }
  optionalPositiveNumber(value: unknown, field: string, unit: string): number | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      this.fail(field, `must be a positive number of ${unit} (got ${JSON.stringify(value)})`);
    }
    return value;
  }
  object(value: unknown, field: string): Record<string, unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.fail(field, `must be an object (got ${describe(value)})`);
    }
    return value as Record<string, unknown>;
  }
  /** An object with no other fields than `known`. */
  fields<K extends string>(value: unknown, field: string, known: readonly K[]): Fields<K> {
    return this.onlyFields(this.object(value, field), field, known);
  }
  /** Fails on the first field of `object` not among `known` (at `path`, '' for the config itself). */
  onlyFields<K extends string>(object: Record<string, unknown>, path: string, known: readonly K[]): Fields<K> {
    for (const name of Object.keys(object)) {
      if ((known as readonly string[]).includes(name)) continue;
      const suggestion = closestName(name, known);
      const hint = suggestion ? `; did you mean "${suggestion}"?` : known.length <= LISTED_FIELDS ? ` (known: ${known.join(', ')})` : '';
      this.fail(path ? `${path}.${name}` : name, `is not a known field${hint}`);
    }
    return object as Fields<K>;
  }
  array(value: unknown, field: string): unknown[] {
    if (!Array.isArray(value)) this.fail(field, `must be an array (got ${describe(value)})`);
    return value;
  }
  oneOf<T extends string>(value: unknown, options: readonly T[], field: string): T | undefined {
    if (value === undefined) return undefined;
    if (!options.includes(value as T)) {
      this.fail(field, `must be one of ${options.map((o) => `'${o}'`).join(', ')} (got ${JSON.stringify(value)})`);
    }
    return value as T;
  }
}
