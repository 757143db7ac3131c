/**
 * Which files of a build's output an edit build rewrote: every file's content hash before and
 * after, compared by path. A host or CDN uploads and invalidates exactly these files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from './output-files.mjs';

/**
 * @typedef {Map<string, string>} OutputHashes relative path → SHA-1 of the content
 * @typedef {{ files: number, changed: number, added: number, removed: number, examples: string[] }} OutputChanges
 */

/** @returns {OutputHashes} */
export function hashOutput(dir) {
  return new Map(listFiles(dir).map((file) => [file, crypto.createHash('sha1').update(fs.readFileSync(path.join(dir, file))).digest('hex')]));
}

/** How many files differ, and a few of them to show; `files` counts the output after the edit. */
export function compareOutputs(/** @type {OutputHashes} */ before, /** @type {OutputHashes} */ after, examples = 8) {
  const changed = [...after].filter(([file, hash]) => before.has(file) && before.get(file) !== hash).map(([file]) => file);
  const added = [...after.keys()].filter((file) => !before.has(file));
  const removed = [...before.keys()].filter((file) => !after.has(file));
  return {
    files: after.size,
    changed: changed.length,
    added: added.length,
    removed: removed.length,
    examples: [...changed.sort(), ...added.sort().map((f) => `+${f}`), ...removed.sort().map((f) => `-${f}`)].slice(0, examples),
  };
}

/** Files an edit touched in all: rewritten, new and gone. @param {OutputChanges | undefined} c */
export const touchedFiles = (c) => (c ? c.changed + c.added + c.removed : Number.NaN);
