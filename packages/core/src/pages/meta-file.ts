/**
 * A folder's `_meta.json`, the sidebar order Rspress writers know: read with the place of every
 * entry and checked against the shapes Rspress 2 accepts (a name, or an object whose `type` is
 * `file`, `dir`, `dir-section-header`, `divider`, `section-header` or `custom-link`), so a wrong
 * entry is an error at its line and column instead of a sidebar item gone without a word.
 */
import fs from 'node:fs';
import { closestName } from '../utils/closest-name.js';
import { QuireError, type SourcePosition } from '../utils/errors.js';
import { type JsonMember, type JsonNode, JsonSyntaxError, parseJsonSource } from '../utils/json-source.js';

/** Fields Rspress reads for its own theme (icons, overview headers, a search context): accepted, not drawn by Quire's. */
interface RspressOnly {
  icon?: string;
  overviewHeaders?: number[];
  context?: string;
}

export interface CustomLink extends RspressOnly {
  label: string;
  link?: string;
  tag?: string;
  collapsed?: boolean;
  collapsible?: boolean;
  /** A group of custom links: each entry is one, with or without its `type`. */
  items?: CustomLink[];
}

export type MetaEntry =
  | { type: 'file'; name: string; label?: string; tag?: string }
  | { type: 'dir'; name: string; label?: string; tag?: string; collapsed?: boolean; collapsible?: boolean }
  | { type: 'dir-section-header'; name: string; label?: string; tag?: string }
  | { type: 'divider'; dashed?: boolean }
  | { type: 'section-header'; label: string; tag?: string }
  | ({ type: 'custom-link' } & CustomLink);

/** An entry as written (a plain name stays a string) and where it starts in the file. */
export interface PlacedEntry {
  entry: string | MetaEntry;
  start: SourcePosition;
}

type FieldKind = 'text' | 'flag' | 'numbers' | 'links';

const TEXT_FIELDS = { label: 'text', tag: 'text', icon: 'text', context: 'text', overviewHeaders: 'numbers' } as const;
const FOLDER_FIELDS = { ...TEXT_FIELDS, name: 'text', collapsed: 'flag', collapsible: 'flag' } as const;

/** The fields each type may have, after Rspress 2's `_meta.json` types. */
const FIELDS: Record<MetaEntry['type'], Record<string, FieldKind>> = {
  file: { ...TEXT_FIELDS, name: 'text' },
  dir: FOLDER_FIELDS,
  'dir-section-header': FOLDER_FIELDS,
  divider: { dashed: 'flag' },
  'section-header': { label: 'text', tag: 'text', icon: 'text' },
  'custom-link': { ...TEXT_FIELDS, link: 'text', collapsed: 'flag', collapsible: 'flag', items: 'links' },
};
const REQUIRED: Record<MetaEntry['type'], string[]> = {
  file: ['name'],
  dir: ['name'],
  'dir-section-header': ['name'],
  divider: [],
  'section-header': ['label'],
  'custom-link': ['label'],
};
const TYPES = Object.keys(FIELDS) as Array<MetaEntry['type']>;

const KIND_TEXT: Record<FieldKind, string> = {
  text: 'a string',
  flag: 'true or false',
  numbers: 'an array of numbers',
  links: 'an array of custom links',
};

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** `number 42`, `null`, `an array`: a wrong value as an error shows it. */
function shown(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return Array.isArray(value) ? 'an array' : 'an object';
  return `${typeof value} ${JSON.stringify(value)}`;
}

function fits(kind: FieldKind, value: unknown): boolean {
  if (kind === 'text') return typeof value === 'string';
  if (kind === 'flag') return typeof value === 'boolean';
  if (kind === 'numbers') return Array.isArray(value) && value.every((n) => typeof n === 'number');
  return Array.isArray(value);
}

type Fail = (reason: string, at: SourcePosition) => never;

function checkFields(members: readonly JsonMember[], fields: Record<string, FieldKind>, what: string, fail: Fail): void {
  for (const { key, start, node } of members) {
    if (key === 'type') continue;
    const kind = fields[key];
    if (!kind) {
      const suggestion = closestName(key, Object.keys(fields));
      fail(`${what} has no field "${key}"${suggestion ? `; did you mean "${suggestion}"?` : ` (it takes ${Object.keys(fields).join(', ')})`}`, start);
    }
    if (!fits(kind, node.value)) fail(`"${key}" of ${what} must be ${KIND_TEXT[kind]} (got ${kindOf(node.value)})`, node.start);
    if (kind === 'links') for (const item of node.items ?? []) checkCustomLink(item, fail);
  }
}

function checkCustomLink(node: JsonNode, fail: Fail): void {
  const members = node.members;
  if (!members) fail(`a custom link must be an object with a "label" and a "link" or "items" (got ${kindOf(node.value)})`, node.start);
  const type = members?.find((m) => m.key === 'type');
  if (type && type.node.value !== 'custom-link')
    fail('an entry of a custom link\'s "items" is a custom link: its "type" may only be "custom-link"', type.node.start);
  checkEntry(node, 'custom-link', fail);
}

function checkEntry(node: JsonNode, type: MetaEntry['type'], fail: Fail): void {
  const members = node.members ?? [];
  const what = `a "${type}" entry`;
  checkFields(members, FIELDS[type], what, fail);
  const has = (key: string) => members.some((m) => m.key === key);
  for (const key of REQUIRED[type]) if (!has(key)) fail(`${what} needs a "${key}"`, node.start);
  if (type === 'custom-link' && !has('link') && !has('items')) fail(`${what} needs a "link" or "items"`, node.start);
  const name = members.find((m) => m.key === 'name');
  if (name && name.node.value === '') fail(`"name" of ${what} must not be empty`, name.node.start);
}

/** Checks one entry of the file; returns it as written. */
function checkTopEntry(node: JsonNode, fail: Fail): string | MetaEntry {
  if (typeof node.value === 'string') {
    if (!node.value) fail('an entry must name a page or folder (got an empty string)', node.start);
    return node.value;
  }
  const members = node.members;
  if (!members) {
    fail(`an entry must be the name of a page or folder, or an object with a "type" (got ${shown(node.value)})`, node.start);
  }
  const type = members?.find((m) => m.key === 'type');
  if (!type) return fail(`an object entry needs a "type" (one of ${TYPES.join(', ')})`, node.start);
  const value = type.node.value;
  if (typeof value !== 'string' || !(TYPES as string[]).includes(value)) {
    const suggestion = typeof value === 'string' ? closestName(value, TYPES) : undefined;
    fail(
      `unknown entry type ${JSON.stringify(value)}; ${suggestion ? `did you mean "${suggestion}"?` : `it is one of ${TYPES.join(', ')}`}`,
      type.node.start,
    );
  }
  checkEntry(node, value as MetaEntry['type'], fail);
  return node.value as MetaEntry;
}

/**
 * The entries of `file`, each with its place; an error at the place of the first wrong one.
 * `shown`: the file's name in messages (relative to the project).
 */
export function readMetaFile(file: string, shown = file): PlacedEntry[] {
  const fail: Fail = (reason, at) => {
    throw new QuireError(reason, { file: shown, position: at });
  };
  let root: JsonNode;
  try {
    root = parseJsonSource(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error instanceof JsonSyntaxError) fail(`invalid JSON: ${error.reason}`, error.position);
    throw error;
  }
  if (!root.items) fail(`_meta.json must be an array of entries (got ${kindOf(root.value)})`, root.start);
  return (root.items ?? []).map((node) => ({ entry: checkTopEntry(node, fail), start: node.start }));
}
