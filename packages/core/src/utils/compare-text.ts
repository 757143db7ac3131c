/**
 * Text order for anything that reaches the output (routes, generated sidebars): `localeCompare`
 * without a locale follows the machine's (`LANG`), so the same docs built on a Swedish machine
 * ordered `ä` after `z` and gave another `dist/`. English collation is what those machines gave.
 */
const collator = new Intl.Collator('en');

export const compareText = (a: string, b: string): number => collator.compare(a, b);
