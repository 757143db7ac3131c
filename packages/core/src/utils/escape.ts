export { escapeHtml } from '@quire/shared';

/**
 * A JavaScript expression for JSON data: `JSON.parse('…')`. An object literal would read a
 * `"__proto__"` key (a frontmatter key like any other) as the object's prototype, where
 * `JSON.parse` keeps it a plain property. `<` is escaped so the text can never end a `<script>`.
 */
export function jsonExpression(value: object): string {
  const json = JSON.stringify(value)
    .replace(/[\\']/g, '\\$&')
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `JSON.parse('${json}')`;
}
