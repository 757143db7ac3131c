/**
 * `docs/CONFIG.md`: one heading per config field, with its type, its default and the schema's
 * description and example, in the schema's order.
 */
import { type ConfigField, ConfigDocError } from './read-config-fields.ts';
import { schemaDefault } from './schema-defaults.ts';

export const CONFIG_REFERENCE_COMMAND = 'pnpm write:config-reference';

const INTRO = `# Config reference

Every field of \`site.config.ts\` (the object \`defineConfig\` takes), with its type, its default and what it does. The
descriptions are the schema's own (\`packages/core/src/config/schema.ts\`, \`theme-schema.ts\`, \`markdown-schema.ts\`),
the same text an editor shows on hover; a wrong value stops the build with the field's path and what it must be.

This file is generated: run \`${CONFIG_REFERENCE_COMMAND}\` after changing the schema, never edit it by hand
(\`tests/scripts/config-reference.test.ts\` fails while it is out of date).

A path such as \`feeds[].id\` is the \`id\` of each item of the \`feeds\` array. Plugins' parts (\`QuirePlugin\`) are
described in [FRAMEWORK.md](FRAMEWORK.md#plugins).
`;

/** Holds a field's `@default` tag to the schema's default when the schema applies one. */
function checkedDefault(field: ConfigField, schema: unknown): string | undefined {
  const applied = schemaDefault(schema, field.path);
  const stated = field.defaultText;
  if (applied === undefined) return stated;
  // A stated default may explain itself after the value: `{} (no budget)`.
  if (stated === undefined || (stated !== applied && !stated.startsWith(`${applied} `)))
    throw new ConfigDocError(`${field.path}: the schema's default is ${applied} but its @default says ${stated ?? 'nothing'}`);
  return stated;
}

/** Inline code that may itself hold backticks. */
function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${text.includes('`') ? ` ${text} ` : text}${fence}`;
}

/** A default as written, its leading value (`'en'`, `60000`, `[]`, `{ … }`) as code and any explanation after it as text. */
function formatDefault(text: string): string {
  const value = /^('[^']*'|-?\d[\d_.]*|true|false|\[[^\]]*\]|\{[^}]*\})(.*)$/s.exec(text);
  return value ? `${code(value[1])}${value[2]}` : text;
}

/** The object a path's field belongs to: `themeConfig.locales[]` for `themeConfig.locales[].nav`. */
const parentOf = (fieldPath: string) => fieldPath.slice(0, Math.max(0, fieldPath.lastIndexOf('.'))).replace(/\[\]$/, '');
/** `Map.groupBy`, which Node 20 lacks. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const nameOf = (fieldPath: string) => fieldPath.slice(fieldPath.lastIndexOf('.') + 1);

/** One line naming the fields an object shares with another one documented elsewhere. */
function sharedFieldsLine(shared: ConfigField[]): string {
  const byHome = groupBy(shared, (field) => parentOf(field.sameAs ?? ''));
  return [...byHome]
    .map(([home, fields]) => {
      const links = fields.map((field) => `[${code(nameOf(field.path))}](#${anchor(field.sameAs ?? '')})`).join(', ');
      return `Also takes these fields of ${home ? code(home) : 'the config itself'}: ${links}.`;
    })
    .join('\n\n');
}

function renderField(field: ConfigField, shared: ConfigField[], schema: unknown): string {
  const depth = field.path.split('.').length;
  const heading = `${'#'.repeat(Math.min(depth + 1, 4))} ${code(field.path)}`;
  const defaultText = checkedDefault(field, schema);
  const facts = [`- Type: ${code(field.type)}`, field.optional ? `- Default: ${formatDefault(defaultText ?? '')}` : '- Required'];
  const parts = [heading, facts.join('\n'), field.description];
  if (field.example) parts.push(`\`\`\`ts\n${field.example}\n\`\`\``);
  if (shared.length > 0) parts.push(sharedFieldsLine(shared));
  return `${parts.join('\n\n')}\n`;
}

/** The anchor GitHub and Quire give a heading that is one code span: its text, lower case, without dots and brackets. */
function anchor(fieldPath: string): string {
  return fieldPath.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

/** The whole reference for `fields`, each default checked against `schema`. */
export function renderConfigReference(fields: ConfigField[], schema: unknown): string {
  const shared = groupBy(
    fields.filter((field) => field.sameAs),
    (field) => parentOf(field.path),
  );
  const documented = fields.filter((field) => !field.sameAs);
  return `${INTRO}\n${documented.map((field) => renderField(field, shared.get(field.path) ?? [], schema)).join('\n')}`;
}
