/**
 * The kinds of field the config schema is built from, each with the reason a wrong value gets
 * (`must be a string (got number)`); `config-error.ts` puts the field path in front.
 */
import * as v from 'valibot';
import { closestName } from '../utils/closest-name.js';

/** Objects with at most this many fields list them when an unknown name is close to none. */
const LISTED_FIELDS = 6;

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** The reason for a value of the wrong kind: `must be <what> (got <kind of the value>)`. */
export const mustBe =
  (what: string) =>
  (issue: v.BaseIssue<unknown>): string =>
    `must be ${what} (got ${kindOf(issue.input)})`;

/** The same, quoting the value itself: for numbers and names, where the kind alone says too little. */
const mustBeQuoting =
  (what: string) =>
  (issue: v.BaseIssue<unknown>): string =>
    `must be ${what} (got ${JSON.stringify(issue.input)})`;

export const text = v.string(mustBe('a string'));
export const nonEmptyText = v.pipe(v.string(mustBe('a non-empty string')), v.nonEmpty(mustBe('a non-empty string')));
export const flag = v.boolean(mustBe('true or false'));
export const func = v.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', mustBe('a function'));

/** A positive, finite number of `unit`. */
export const positive = (unit: string) => {
  const reason = mustBeQuoting(`a positive number of ${unit}`);
  return v.pipe(v.number(reason), v.finite(reason), v.gtValue(0, reason));
};

/**
 * The schemas of exactly the fields of a type shared with the browser (`entries satisfies
 * Fields<NavLinkData>`): a field missing or extra is a type error, so the type and its check
 * cannot drift apart.
 */
export type Fields<T> = Record<keyof T, v.GenericSchema>;

/** One of a few names, such as `'warn' | 'error' | 'off'`. */
export const oneOf = <const T extends readonly string[]>(options: T) =>
  v.picklist(options, mustBeQuoting(`one of ${options.map((o) => `'${o}'`).join(', ')}`));

export const list = <T extends v.GenericSchema>(item: T) => v.array(item, mustBe('an array'));

/** An object opaque to the schema (an Rsbuild config, a shiki grammar): checked to be an object only. */
export const anyObject = v.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  mustBe('an object'),
);

/**
 * An object with these fields and no other: an unknown name is refused with the closest known
 * one, and a missing one gets the reason its own schema gives `undefined`.
 */
export const strict = <const E extends v.ObjectEntries>(entries: E) => {
  const known = Object.keys(entries);
  const object = v.strictObject(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    if (typeof key !== 'string') return mustBe('an object')(issue);
    if (issue.expected !== 'never') return v.safeParse(entries[key], undefined).issues?.[0].message ?? 'is missing';
    const suggestion = closestName(key, known);
    return `is not a known field${suggestion ? `; did you mean "${suggestion}"?` : known.length <= LISTED_FIELDS ? ` (known: ${known.join(', ')})` : ''}`;
  });
  // The library takes an array for an object with numbered fields.
  return v.pipe(
    v.custom<v.InferInput<typeof object>>((value) => !Array.isArray(value), mustBe('an object')),
    object,
  );
};

/** The same for an object that may carry more fields than the schema reads (a shiki grammar, an Rsbuild plugin). */
export const loose = <const E extends v.ObjectEntries>(entries: E) =>
  v.looseObject(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    if (typeof key !== 'string') return mustBe('an object')(issue);
    return v.safeParse(entries[key], undefined).issues?.[0].message ?? 'is missing';
  });

/**
 * A value of a library's own type (a unified plugin, a shiki transformer, an Rsbuild plugin, a
 * Quire plugin) whose shape the schema checks only as far as `schema` goes: the type is the
 * library's, and the value passes as given, not as a copy, so that a class instance keeps its
 * methods and private fields and the caches' code identity sees the object the config made.
 */
export const opaque = <T>(schema: v.GenericSchema): v.GenericSchema<T> =>
  ({
    ...schema,
    '~run'(dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) {
      const checked = schema['~run']({ value: dataset.value }, config);
      return checked.issues ? checked : { typed: true, value: dataset.value };
    },
  }) as v.GenericSchema<T>;
