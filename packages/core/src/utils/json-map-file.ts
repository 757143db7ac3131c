/**
 * A cache's map in one file under `.quire/cache`: a first frame with every entry, then one frame per
 * later build with only the entries it changed or removed. A build that changes a few of tens of
 * thousands of entries (an edit) appends those instead of encoding and writing the whole map again.
 *
 * An entry counts as unchanged when the map written holds the very value the map read held (the
 * same object, or an equal string, number or boolean): callers carry an unchanged entry over as
 * the object they read, and never change a value they read in place.
 *
 * Each frame carries the checksum and length of its JSON. A file with a frame that fails either
 * (a torn append, a damaged disk) reads as empty, with a warning: the cache is lost, never half
 * used. The frames are written anew as one when the appended ones would outgrow a quarter of the
 * first, or when the file is no longer the one read (another build wrote it meanwhile).
 */
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { decodeCheckedJson } from './checked-json.js';
import { checksum, warnDamaged } from './checksum.js';

/** A frame's header: the marker, the CRC-32 of its JSON in hex and the JSON's length in bytes, then a newline. */
const MARKER = 'quire-cache-frame ';
const MARKER_BYTES = Buffer.from(MARKER);
const NEWLINE = 0x0a;

/** An entry set (key and value) or removed (key alone) by a later build. */
type Change = readonly [string, unknown] | readonly [string];

/** What the file was when read: appending is safe only onto those same bytes. */
interface FileState {
  file: string;
  ino: number;
  size: number;
  mtimeMs: number;
  /** Bytes of the first frame: appended frames may grow the file by a quarter of it. */
  firstFrame: number;
}

/** Each map `readJsonMap` returned, with the state of the file it came from. */
const readStates = new WeakMap<ReadonlyMap<string, unknown>, FileState>();

/** The map kept in `file`; empty when it is missing, unreadable or damaged. A file of the earlier single-JSON format reads as its entries. */
export function readJsonMap<T>(file: string): Map<string, T> {
  let bytes: Buffer;
  let stat: { ino: number; size: number; mtimeMs: number };
  try {
    const handle = openSync(file, 'r');
    try {
      stat = fstatSync(handle);
      bytes = readFileSync(handle);
    } finally {
      closeSync(handle);
    }
  } catch {
    return new Map();
  }
  if (!startsWithMarker(bytes, 0)) return earlierFormat<T>(bytes, file);
  const frames = readFrames(bytes);
  if (!frames) {
    warnDamaged(file);
    return new Map();
  }
  const [first, ...later] = frames;
  const map = new Map(first.value as Array<[string, T]>);
  for (const frame of later) {
    for (const change of frame.value as Change[]) {
      if (change.length === 1) map.delete(change[0]);
      else map.set(change[0], change[1] as T);
    }
  }
  readStates.set(map, { file, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, firstFrame: first.end });
  return map;
}

/**
 * Writes a cache's map. `read`: the map `readJsonMap` gave for this file, whose entries this one
 * carries over where unchanged: the changes are appended when that file is still as read; without
 * it the whole map is written. A failure only costs the next build its shortcut.
 */
export function writeJsonMap(file: string, entries: Iterable<readonly [string, unknown]>, read?: ReadonlyMap<string, unknown>): void {
  try {
    const next = entries instanceof Map ? (entries as ReadonlyMap<string, unknown>) : new Map(entries);
    const state = read && readStates.get(read);
    if (read && state?.file === file && stillAsRead(state)) {
      const changes = changesBetween(read, next);
      if (changes.length === 0) return;
      const frame = encodeFrame(changes);
      if (state.size - state.firstFrame + frame.length <= state.firstFrame / 4) {
        append(state, frame);
        return;
      }
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, encodeFrame([...next]));
  } catch {
    // the next build goes without it
  }
}

/** The entries of `next` that `read` does not hold as they are, then the keys `next` no longer has. */
function changesBetween(read: ReadonlyMap<string, unknown>, next: ReadonlyMap<string, unknown>): Change[] {
  const changes: Change[] = [];
  for (const [key, value] of next) {
    const before = read.get(key);
    if (!Object.is(before, value) || (before === undefined && !read.has(key))) changes.push([key, value]);
  }
  for (const key of read.keys()) if (!next.has(key)) changes.push([key]);
  return changes;
}

/** Whether the file is still the one read: the same inode, size and modification time. */
function stillAsRead(state: FileState): boolean {
  try {
    const handle = openSync(state.file, 'r');
    try {
      const now = fstatSync(handle);
      return now.ino === state.ino && now.size === state.size && now.mtimeMs === state.mtimeMs;
    } finally {
      closeSync(handle);
    }
  } catch {
    return false;
  }
}

/** Writes the frame after the bytes read (not at the file's end, which another writer may have moved). */
function append(state: FileState, frame: Buffer): void {
  const handle = openSync(state.file, 'r+');
  try {
    writeSync(handle, frame, 0, frame.length, state.size);
  } finally {
    closeSync(handle);
  }
}

function encodeFrame(value: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(value));
  const header = `${MARKER}${checksum(json).toString(16).padStart(8, '0')} ${json.length}\n`;
  return Buffer.concat([Buffer.from(header), json, Buffer.from('\n')]);
}

function startsWithMarker(bytes: Buffer, at: number): boolean {
  return bytes.length >= at + MARKER_BYTES.length && bytes.subarray(at, at + MARKER_BYTES.length).equals(MARKER_BYTES);
}

/** Every frame's value and where it ends, or undefined when one is torn, foreign or fails its checksum. */
function readFrames(bytes: Buffer): Array<{ value: unknown; end: number }> | undefined {
  const frames: Array<{ value: unknown; end: number }> = [];
  let at = 0;
  while (at < bytes.length) {
    if (!startsWithMarker(bytes, at)) return undefined;
    const headerEnd = bytes.indexOf(NEWLINE, at);
    if (headerEnd < 0) return undefined;
    const [sum, length] = bytes.toString('latin1', at + MARKER_BYTES.length, headerEnd).split(' ');
    const start = headerEnd + 1;
    const end = start + Number(length);
    if (!/^[0-9a-f]{8}$/.test(sum) || !/^\d+$/.test(length) || end + 1 > bytes.length || bytes[end] !== NEWLINE) return undefined;
    const json = bytes.subarray(start, end);
    if (checksum(json) !== Number.parseInt(sum, 16)) return undefined;
    try {
      frames.push({ value: JSON.parse(json.toString('utf8')), end: end + 1 });
    } catch {
      return undefined;
    }
    at = end + 1;
  }
  return frames.length > 0 && Array.isArray(frames[0].value) ? frames : undefined;
}

/** A file of the format before frames: one checked JSON text of pairs (or an object of an earlier build). */
function earlierFormat<T>(bytes: Buffer, file: string): Map<string, T> {
  try {
    const value = decodeCheckedJson(bytes, file) as Array<[string, T]> | Record<string, T> | undefined;
    return new Map(Array.isArray(value) ? value : value ? Object.entries(value) : []);
  } catch {
    return new Map();
  }
}
