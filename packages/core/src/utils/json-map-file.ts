/**
 * A cache's map in one file under `.quire/cache`: a first frame with every entry, then one frame per
 * later build with only the entries it changed or removed. A build that changes a few of tens of
 * thousands of entries (an edit) appends those instead of encoding and writing the whole map again.
 *
 * An entry counts as unchanged when the map written holds the very value the map read held (the
 * same object, or an equal string, number or boolean): callers carry an unchanged entry over as
 * the object they read, and never change a value they read in place.
 *
 * Each frame carries the checksum and length of its JSON. A last frame cut short (a build killed
 * while appending it) is left out, as that build's record never came: the file reads as the build
 * before it left it, and the next append goes in its place. A frame that fails its checksum (a
 * damaged disk) has the file read as empty, with a warning: the cache is lost, never half used.
 * The frames are written anew as one (aside, then renamed into place) when the appended ones would
 * outgrow a quarter of the first, or when the file is no longer the one read (another build wrote it).
 *
 * A frame's JSON is written in ASCII, any other character escaped: such bytes decode as a string of one byte per
 * character, without UTF-8's decoding, and parse faster too. A frame of raw UTF-8 (an earlier build's) reads as well.
 */
import { isAscii } from 'node:buffer';
import { closeSync, fstatSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { decodeCheckedJson } from './checked-json.js';
import { checksum, warnDamaged } from './checksum.js';
import { writeAside } from './files.js';

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
  /** Where the last whole frame ends: the next frame is written there. */
  wholeEnd: number;
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
  const [first, ...later] = frames.whole;
  const map = new Map(first.value as Array<[string, T]>);
  for (const frame of later) {
    for (const change of frame.value as Change[]) {
      if (change.length === 1) map.delete(change[0]);
      else map.set(change[0], change[1] as T);
    }
  }
  readStates.set(map, { file, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, firstFrame: first.end, wholeEnd: frames.wholeEnd });
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
      if (state.wholeEnd - state.firstFrame + frame.length <= state.firstFrame / 4) {
        append(state, frame);
        return;
      }
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeAside(file, encodeFrame([...next]));
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

/** Writes the frame after the last whole one read, in place of a frame cut short, and ends the file there. */
function append(state: FileState, frame: Buffer): void {
  const handle = openSync(state.file, 'r+');
  try {
    writeSync(handle, frame, 0, frame.length, state.wholeEnd);
    ftruncateSync(handle, state.wholeEnd + frame.length);
  } finally {
    closeSync(handle);
  }
}

function encodeFrame(value: unknown): Buffer {
  const json = Buffer.from(asciiJson(JSON.stringify(value)), 'latin1');
  const header = `${MARKER}${checksum(json).toString(16).padStart(8, '0')} ${json.length}\n`;
  return Buffer.concat([Buffer.from(header), json, Buffer.from('\n')]);
}

/** JSON with every character outside ASCII written as its `\\u` escape (a pair of them past the first plane). */
function asciiJson(json: string): string {
  return json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A frame's JSON as text: ASCII taken a byte per character, anything else decoded as UTF-8. */
function jsonText(json: Buffer): string {
  return json.toString(isAscii(json) ? 'latin1' : 'utf8');
}

function startsWithMarker(bytes: Buffer, at: number): boolean {
  return bytes.length >= at + MARKER_BYTES.length && bytes.subarray(at, at + MARKER_BYTES.length).equals(MARKER_BYTES);
}

interface Frames {
  whole: Array<{ value: unknown; end: number }>;
  /** Where the last whole frame ends: before a last frame cut short, else the file's end. */
  wholeEnd: number;
}

/** The whole frames, or undefined when one is foreign or fails its checksum (a last frame cut short is left out). */
function readFrames(bytes: Buffer): Frames | undefined {
  const whole: Frames['whole'] = [];
  let at = 0;
  while (at < bytes.length) {
    const headerEnd = bytes.indexOf(NEWLINE, at);
    // A header cut short: the frame's start is all there is.
    if (headerEnd < 0) return cutShort(bytes, at, whole);
    if (!startsWithMarker(bytes, at)) return undefined;
    const [sum, length] = bytes.toString('latin1', at + MARKER_BYTES.length, headerEnd).split(' ');
    if (!/^[0-9a-f]{8}$/.test(sum) || !/^\d+$/.test(length)) return undefined;
    const start = headerEnd + 1;
    const end = start + Number(length);
    if (end + 1 > bytes.length) return cutShort(bytes, at, whole);
    const json = bytes.subarray(start, end);
    if (bytes[end] !== NEWLINE || checksum(json) !== Number.parseInt(sum, 16)) return undefined;
    try {
      whole.push({ value: JSON.parse(jsonText(json)), end: end + 1 });
    } catch {
      return undefined;
    }
    at = end + 1;
  }
  return whole.length > 0 && Array.isArray(whole[0].value) ? { whole, wholeEnd: at } : undefined;
}

/** The frames before one cut short at `at`; none when it is the first (the file was never whole). */
function cutShort(bytes: Buffer, at: number, whole: Frames['whole']): Frames | undefined {
  const start = bytes.subarray(at, at + MARKER_BYTES.length);
  if (!MARKER_BYTES.subarray(0, start.length).equals(start)) return undefined;
  return whole.length > 0 && Array.isArray(whole[0].value) ? { whole, wholeEnd: at } : undefined;
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
