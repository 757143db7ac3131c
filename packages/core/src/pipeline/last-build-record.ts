/**
 * The bytes of `.quire/cache/last-build.bin` (`last-build.ts`): a first line with the format, the
 * CRC-32 of the rest and the length of its JSON part; the JSON part (the key, the files outside the
 * project, the summary and the columns' sizes); then the two listings as columns, the paths joined
 * by NUL and the stamps as 64-bit floats, so a listing of tens of thousands of files is read and
 * written without a number parsed or printed one at a time. A record that fails its checksum reads
 * as none, with a warning; a missing, foreign or cut-short one as none without.
 */
import { checksum, warnDamaged } from '../utils/checksum.js';
import type { StampedFiles } from '../utils/stamped-files.js';

const MAGIC = 'quire-last-build-1';
const STAMP_FIELDS = 3;

/** What the record says of a build besides its listings. */
export interface LastBuildFacts {
  key: string;
  /** Files outside the project, by the sha1 of their content when the build read them. */
  outside: Array<[string, string]>;
  pages: number;
  htmlFiles: number;
  findings: string[];
}

export interface LastBuildRecord extends LastBuildFacts {
  /** The project's files before the build read them. */
  project: StampedFiles;
  /** The output folder as the build left it. */
  output: StampedFiles;
}

interface Sizes {
  projectPaths: number;
  projectFiles: number;
  outputPaths: number;
  outputFiles: number;
}

export function encodeLastBuild({ project, output, ...facts }: LastBuildRecord): Buffer {
  const projectPaths = Buffer.from(project.paths.join('\0'));
  const outputPaths = Buffer.from(output.paths.join('\0'));
  const sizes: Sizes = {
    projectPaths: projectPaths.length,
    projectFiles: project.paths.length,
    outputPaths: outputPaths.length,
    outputFiles: output.paths.length,
  };
  const json = Buffer.from(JSON.stringify({ ...facts, sizes }));
  const stampBytes = (stamps: Float64Array) => Buffer.from(stamps.buffer, stamps.byteOffset, stamps.byteLength);
  const body = Buffer.concat([json, projectPaths, outputPaths, stampBytes(project.stamps), stampBytes(output.stamps)]);
  return Buffer.concat([Buffer.from(`${MAGIC} ${checksum(body).toString(16)} ${json.length}\n`), body]);
}

/** The record in `bytes` (read from `file`, which a warning names), or undefined. */
export function decodeLastBuild(bytes: Buffer, file: string): LastBuildRecord | undefined {
  const newline = bytes.indexOf(0x0a);
  const header = newline < 0 ? [] : bytes.toString('latin1', 0, newline).split(' ');
  if (header[0] !== MAGIC || header.length !== 3) return undefined;
  const body = bytes.subarray(newline + 1);
  const jsonLength = Number(header[2]);
  if (!Number.isSafeInteger(jsonLength) || jsonLength > body.length || checksum(body).toString(16) !== header[1]) {
    warnDamaged(file);
    return undefined;
  }
  const { sizes, ...facts } = JSON.parse(body.toString('utf8', 0, jsonLength)) as LastBuildFacts & { sizes: Sizes };
  let at = jsonLength;
  const paths = (length: number, count: number) => {
    const text = body.toString('utf8', at, at + length);
    at += length;
    return count === 0 ? [] : text.split('\0');
  };
  const projectPaths = paths(sizes.projectPaths, sizes.projectFiles);
  const outputPaths = paths(sizes.outputPaths, sizes.outputFiles);
  const stamps = (count: number) => {
    const values = new Float64Array(count * STAMP_FIELDS);
    // Copied out, since the column's offset in the body need not be a multiple of 8.
    Buffer.from(values.buffer).set(body.subarray(at, at + values.byteLength));
    at += values.byteLength;
    return values;
  };
  const project = { paths: projectPaths, stamps: stamps(sizes.projectFiles) };
  const output = { paths: outputPaths, stamps: stamps(sizes.outputFiles) };
  if (at !== body.length || projectPaths.length !== sizes.projectFiles || outputPaths.length !== sizes.outputFiles) return undefined;
  return { ...facts, project, output };
}
