/**
 * A build with nothing to do ends once it has looked. Each build that may end so records, once its
 * output is in place, what it was made from and what it left (`.quire/cache/last-build.bin`, `last-build-record.ts`):
 *   - a key of everything site-wide: Node, `NODE_ENV`, the framework's code and the lockfiles, the
 *     resolved config, the theme entry (`bundlerSetupKey`), the build's options and the git history's dates;
 *   - the stamp of every file in the project folder (not under `node_modules`, `.git`, `.quire` or
 *     an output folder), listed while the config loads, before the build reads a page;
 *   - the sha1 of each file outside the project it read: the config's imports, the bundle's inputs
 *     and the files the pages are made of;
 *   - every file of the output with its stamp, and the findings the build printed.
 * The next build compares all of it with what it finds, the output's listing included, before it
 * reads a page. When everything is the same, it prints the findings again and ends: the output is
 * what a build would make. Anything else runs the whole build, which removes the record first, so a
 * build that fails or is stopped leaves no record vouching for an output it did not make.
 *
 * A config with a plugin, a `head` function or an `i18nSource` function never ends early: those run at each build and
 * may read anything; nor does a project whose docs folder lies outside its own.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Project } from '../project/project.js';
import type { StructureRecord } from '../project/site-structure.js';
import { hashFile, sha1, writeAside } from '../utils/files.js';
import type { KnownFiles } from '../utils/output-file.js';
import type { OutputSnapshot } from '../utils/output-snapshot.js';
import type { FileStamp } from '../utils/output-tree.js';
import { configFileIn } from '../config/load.js';
import { contains } from '../utils/project-boundary.js';
import {
  differences,
  type FileDifference,
  type ListedFolder,
  listStampedFiles,
  listStampedFilesInThread,
  withoutFolders,
  type StampedFiles,
  type Unlisted,
} from '../utils/stamped-files.js';
import { OUTPUT_MARKER } from './output-folder.js';
import { bundlerSetupKey } from './bundle-key.js';
import { decodeLastBuild, encodeLastBuild, type LastBuildRecord, type ReadLastBuild } from './last-build-record.js';
import { isTrackedInput } from './bundle-cache.js';
import type { CheckFindings } from './steps/checks.js';

/** Changes when what the key covers does. */
const FORMAT = 'last-build-1';

export const LAST_BUILD_FILE = 'last-build.bin';
/** Beside the record, which holds its sha1: the site's sidebars as the last build made them, too large to read at every look. */
const LAST_STRUCTURE_FILE = 'last-structure.json';

/** The options of `quire build` that change its output. */
export interface OutputOptions {
  bundleEveryPage: boolean;
  routeShardBytes: number;
}

/** What a build was made from, taken before it reads a page. */
interface BuildInputs {
  key: string;
  project: StampedFiles;
}

/** What comparing with the last build found. */
export type Comparison = { kind: 'stands'; last: LastBuildSummary } | { kind: 'differs'; what: string; edits?: ProjectEdits } | { kind: 'no record' };

/** What changed since the last build when only files of the project did: its key and the files outside the project stand. */
export interface ProjectEdits {
  /** The project's files changed, added or removed since the last build began, relative to the project with `/`. */
  files: readonly FileDifference[];
  /** What the last build's checks found, printed again by a build that has no need to run them (`steps/checks.ts`). */
  checks?: CheckFindings;
  /** The sidebar files the last build left, which stand while every page's title and place does (`steps/app-files.ts`). */
  sidebarFiles?: KnownFiles;
  /** What the last build made of the site's sidebars, read when asked; undefined when the record vouches for none. */
  structure(): StructureRecord | undefined;
}

const differs = (what: string, edits?: ProjectEdits): Comparison => ({ kind: 'differs', what, edits });

/** What the build that left the output printed at its end. */
export interface LastBuildSummary {
  pages: number;
  htmlFiles: number;
  findings: string[];
}

/**
 * Whether a build of this project may end early: with the caches on, no module stats asked for, the docs inside the
 * project folder (the folder listed), and nothing in the config that runs at each build and may read anything (a
 * plugin, a `head` function, an `i18nSource` function).
 */
export function mayEndEarly({ config, projectRoot, docsRoot }: Project, statsFile: string | undefined): boolean {
  const runsEachBuild =
    config.extensions.plugins.length > 0 || config.head.some((entry) => typeof entry === 'function') || typeof config.i18nSource === 'function';
  const docsInside = contains(projectRoot, docsRoot);
  return config.cache && statsFile === undefined && docsInside && !runsEachBuild;
}

/** What a listing of the project folder leaves out: installs, git's own, the build's folder and outputs (each holds its marker). */
export const NO_INPUTS: Unlisted = { names: ['node_modules', '.git', '.quire'], markedBy: OUTPUT_MARKER };

/**
 * The project folder's files as listed before the build read them (`NO_INPUTS` left out); undefined when the project
 * has no config file, or a linked folder or unreadable entry means the stamps cannot vouch for it.
 */
export function listProject(cwd: string, configFile: string | undefined): Promise<ListedFolder> | undefined {
  const file = configFileIn(cwd, configFile);
  return file === undefined ? undefined : listStampedFilesInThread(path.dirname(file), NO_INPUTS);
}

/** Removes the record: until a build records its own, none vouches for the output. */
export function forgetLastBuild(cacheDir: string): void {
  rmSync(path.join(cacheDir, LAST_BUILD_FILE), { force: true });
  rmSync(path.join(cacheDir, LAST_STRUCTURE_FILE), { force: true });
}

/** What a build that may end early looked at, and the record it leaves when it runs in full. */
export class LastBuild {
  private constructor(
    private readonly file: string,
    private readonly project: Project,
    private readonly inputs: BuildInputs,
  ) {}

  /** What the project is made of now, from its listing; undefined when the listing cannot vouch for it. */
  static async look(cacheDir: string, project: Project, options: OutputOptions, listing: Promise<ListedFolder>): Promise<LastBuild | undefined> {
    const listed = await listing;
    if (listed.others.length > 0) return undefined;
    // An output folder without its marker yet (a first build) is listed: its files are none of the inputs.
    const files = withoutFolders(listed, [path.relative(project.projectRoot, project.outDir).split(path.sep).join('/')]);
    await project.readHistory();
    const key = sha1(
      [
        FORMAT,
        `${process.version} ${process.platform} ${process.arch}`,
        bundlerSetupKey(project),
        `bundleEveryPage ${options.bundleEveryPage}`,
        `routeShardBytes ${options.routeShardBytes}`,
        project.historyKey(),
      ].join('\n'),
    );
    return new LastBuild(path.join(cacheDir, LAST_BUILD_FILE), project, { key, project: files });
  }

  /**
   * Whether the last build stands for this one: the same inputs, and `output` (awaited last) as it left it; else what
   * differs, said for the writer, or nothing when there is no record to compare with.
   */
  async compare(output: () => Promise<OutputSnapshot | undefined>): Promise<Comparison> {
    const record = this.read();
    if (!record) return { kind: 'no record' };
    if (record.key !== this.inputs.key) return differs('the config, the theme entry, the framework, Node, NODE_ENV or the pages’ git dates changed');
    for (const [outside, hash] of record.outside) if ((await hashFile(outside)) !== hash) return differs(`${outside} changed`);
    const files = [...differences(record.project, this.inputs.project)];
    // The sidebars are read now, as the build removes them with the record before it goes on, and parsed only when the edits allow.
    const edits = (): ProjectEdits => {
      const structure = this.lastStructure(record.structure);
      return {
        files,
        checks: record.checks,
        sidebarFiles: record.sidebarFiles,
        structure: () => (structure === undefined ? undefined : (JSON.parse(structure) as StructureRecord)),
      };
    };
    if (files.length > 0) return differs(`${files[0].file} ${files[0].how}`, edits());
    // Waited for last: a build with anything to do goes on while the output is listed.
    const left = record.output();
    if (!left || !(await output())?.holdsExactly(left)) return differs('the output folder changed', edits());
    return { kind: 'stands', last: { pages: record.pages, htmlFiles: record.htmlFiles, findings: record.findings } };
  }

  private read(): ReadLastBuild | undefined {
    let bytes: Buffer;
    try {
      bytes = readFileSync(this.file);
    } catch {
      return undefined;
    }
    return decodeLastBuild(bytes, this.file);
  }

  /** The site's sidebars as the last build recorded them beside its record, when their bytes have the sha1 it holds: their JSON. */
  private lastStructure(hash: string | undefined): string | undefined {
    try {
      const bytes = hash === undefined ? undefined : readFileSync(path.join(path.dirname(this.file), LAST_STRUCTURE_FILE));
      return bytes && sha1(bytes) === hash ? bytes.toString('utf8') : undefined;
    } catch {
      return undefined;
    }
  }

  /** Records the build once its output is in place; a failure to write only costs the next build its early end. */
  async record(build: FinishedBuild): Promise<void> {
    const { projectRoot } = this.project;
    const outside = new Map<string, string>();
    const isOutside = (f: string) => isTrackedInput(f) && !contains(projectRoot, f);
    for (const [read, hash] of Object.entries(build.hashed)) if (isOutside(read)) outside.set(read, hash);
    for (const read of build.read) if (isOutside(read) && !outside.has(read)) outside.set(read, await hashFile(read));
    const record: LastBuildRecord = {
      key: this.inputs.key,
      project: this.inputs.project,
      outside: [...outside].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      output: build.output,
      pages: build.pages,
      htmlFiles: build.htmlFiles,
      findings: build.findings,
      checks: build.checks,
      sidebarFiles: build.sidebarFiles,
    };
    try {
      const structure = Buffer.from(JSON.stringify(build.structure));
      writeAside(path.join(path.dirname(this.file), LAST_STRUCTURE_FILE), structure);
      record.structure = sha1(structure);
    } catch {
      // the next build makes the sidebars again
    }
    try {
      writeAside(this.file, encodeLastBuild(record));
    } catch {
      rmSync(this.file, { force: true });
    }
  }
}

export interface FinishedBuild extends LastBuildSummary {
  /** Files the build read, inside the project or not: those outside it are recorded by their content. */
  read: Iterable<string>;
  /** Files it already knows the content of, by sha1 (the bundle's inputs). */
  hashed: Readonly<Record<string, string>>;
  output: StampedFiles;
  /** What its checks found; none when they did not run. */
  checks?: CheckFindings;
  /** The sidebar files it left in the output. */
  sidebarFiles: KnownFiles;
  /** What it made of the site's sidebars. */
  structure: StructureRecord;
}

/**
 * The output as it is once the stage is in place: the files kept from the last output with their stamps and the staged
 * ones, stamped in the stage (a rename keeps a file's inode, size and time); undefined when the stage holds anything else.
 */
export function outputAfter(stage: string, kept: ReadonlyMap<string, FileStamp> | undefined): StampedFiles | undefined {
  // A build that kept every file wrote none, and so never made its stage.
  const staged = existsSync(stage) ? listStampedFiles(stage) : { paths: [], stamps: new Float64Array(), others: [] };
  if (staged.others.length > 0) return undefined;
  if (!kept || kept.size === 0) return staged;
  const stagedNames = new Set(staged.paths);
  const paths = [...staged.paths];
  const stamps = [...staged.stamps];
  for (const [file, stamp] of kept) {
    if (stagedNames.has(file)) continue;
    paths.push(file);
    stamps.push(stamp.ino, stamp.size, stamp.mtimeMs);
  }
  return { paths, stamps: Float64Array.from(stamps) };
}
