/**
 * A config error names the field path and the reason: `invalid config: "themeConfig.nav[2].link"
 * must be a non-empty string (got number)`. The schema's reasons become one such error here.
 */
import type * as v from 'valibot';
import { QuireError } from '../utils/errors.js';
import { refusedFieldReason } from './refused-fields.js';

export class ConfigError extends QuireError {
  readonly field: string;
  constructor(field: string, reason: string, file?: string) {
    super(`invalid config: "${field}" ${reason}`, { file });
    this.name = 'ConfigError';
    this.field = field;
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The issue's field path as a reader writes it: `nav[2].link`, `sidebar["/guide/"]`; `prefix` is
 * where the checked value sits in the config ('' for the config itself). A record's key that
 * fails its own check is always bracketed, as it names an entry of a map.
 */
export function fieldPath(issue: v.BaseIssue<unknown>, prefix = ''): string {
  const items = issue.path ?? [];
  let field = prefix;
  items.forEach((item, i) => {
    const key = item.key;
    const isRecordKey = i === items.length - 1 && item.origin === 'key' && issue.type !== 'strict_object' && issue.type !== 'loose_object';
    if (typeof key === 'number') field += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key) && !isRecordKey) field += field ? `.${key}` : key;
    else field += `[${JSON.stringify(key)}]`;
  });
  return field || 'config';
}

const isUnknownField = (issue: v.BaseIssue<unknown>) => issue.expected === 'never' && issue.path?.at(-1)?.origin === 'key';

/**
 * The issue to report first: an unknown field before the others, since a misspelled name also
 * leaves the field it meant missing.
 */
export function firstIssue<T extends v.BaseIssue<unknown>>(issues: readonly [T, ...T[]]): T {
  return issues.find(isUnknownField) ?? issues[0];
}

export function configErrorFrom(
  issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  file: string | undefined,
  prefix = '',
): ConfigError {
  const issue = firstIssue(issues);
  const field = fieldPath(issue, prefix);
  // A field Rspress has and Quire refuses is known by its whole path, which only the finished issue carries.
  const refused = isUnknownField(issue) ? refusedFieldReason(field) : undefined;
  return new ConfigError(field, refused ?? issue.message, file);
}
