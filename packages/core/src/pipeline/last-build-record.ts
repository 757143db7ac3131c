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
import type { KnownFiles } from '../utils/output-file.js';
import type { CheckFindings } from './steps/checks.js';

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
  /** What the checks found, apart from the other findings; none when they did not run. */
  checks?: CheckFindings;
  /** The sidebar files the build left in the output, with the sha1 of each (`steps/app-files.ts`). */
  sidebarFiles?: KnownFiles;
  /** The sha1 of the file beside the record holding what the build made of the site's sidebars (`last-build.ts`). */
  structure?: string;
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

/** A record as read: the output's listing is decoded only when asked for (a build with a page edited never asks). */
export interface ReadLastBuild extends LastBuildFacts {
  project: StampedFiles;
  /** Undefined when the listing does not hold as many files as the record says. */
  output(): StampedFiles | undefined;
}

/** The record in `bytes` (read from `file`, which a warning names), or undefined. */
export function decodeLastBuild(bytes: Buffer, file: string): ReadLastBuild | undefined {
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
  const stampBytes = (files: number) => files * STAMP_FIELDS * Float64Array.BYTES_PER_ELEMENT;
  const outputPathsAt = jsonLength + sizes.projectPaths;
  const projectStampsAt = outputPathsAt + sizes.outputPaths;
  const outputStampsAt = projectStampsAt + stampBytes(sizes.projectFiles);
  if (outputStampsAt + stampBytes(sizes.outputFiles) !== body.length) return undefined;
  const columns = (pathsAt: number, pathsLength: number, stampsAt: number, files: number): StampedFiles | undefined => {
    const text = body.toString('utf8', pathsAt, pathsAt + pathsLength);
    const paths = files === 0 ? [] : text.split('\0');
    const stamps = new Float64Array(files * STAMP_FIELDS);
    // Copied out, since the column's offset in the body need not be a multiple of 8.
    Buffer.from(stamps.buffer).set(body.subarray(stampsAt, stampsAt + stamps.byteLength));
    return paths.length === files ? { paths, stamps } : undefined;
  };
  const project = columns(jsonLength, sizes.projectPaths, projectStampsAt, sizes.projectFiles);
  if (!project) return undefined;
  return { ...facts, project, output: () => columns(outputPathsAt, sizes.outputPaths, outputStampsAt, sizes.outputFiles) };
}
