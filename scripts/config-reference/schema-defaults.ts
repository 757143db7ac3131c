/**
 * The defaults the config schema really applies, looked up by a field's dotted path, so that the
 * reference can hold each `@default` tag to the value the schema gives an unset field.
 */

/** The parts of a Valibot schema this lookup reads (a structural view, so no Valibot import is needed). */
interface SchemaNode {
  type: string;
  wrapped?: SchemaNode;
  default?: unknown;
  entries?: Record<string, SchemaNode>;
  pipe?: SchemaNode[];
  item?: SchemaNode;
  getter?: (input: unknown) => SchemaNode;
}

/** The schema that checks an object's fields, through pipes, optional wrappers and lazy choices. */
function objectOf(node: SchemaNode): SchemaNode | undefined {
  if (node.entries) return node;
  if (node.type === 'optional' && node.wrapped) return objectOf(node.wrapped);
  // A lazy schema picks its branch by the value; an empty object picks the object branch.
  if (node.type === 'lazy' && node.getter) return objectOf(node.getter({}));
  if (node.type === 'array' && node.item) return objectOf(node.item);
  return node.pipe?.map(objectOf).find((found) => found !== undefined);
}

/** The schema of the field at `fieldPath` (`search.mode`, `feeds[].id`), if the schema can be walked there. */
function fieldSchema(root: SchemaNode, fieldPath: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const name of fieldPath.replaceAll('[]', '').split('.')) {
    node = node && objectOf(node)?.entries?.[name];
    if (!node) return undefined;
  }
  return node;
}

/** A value as the JSDoc writes it: `'en'`, `60000`, `['a', 'b']`, `{}`. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, inner]) => `${key}: ${formatValue(inner)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return String(value);
}

/** The default the schema gives an unset field, written as JSDoc writes it; undefined when it gives none. */
export function schemaDefault(root: unknown, fieldPath: string): string | undefined {
  const node = fieldSchema(root as SchemaNode, fieldPath);
  if (node?.type !== 'optional' || node.default === undefined) return undefined;
  return formatValue(typeof node.default === 'function' ? node.default() : node.default);
}
