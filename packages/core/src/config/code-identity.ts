/**
 * What the caches know a config's plugins by. Functions do not serialize, so a value is
 * described with each function as its source text plus where that text comes from: the name and
 * version of the package whose file holds it, or the hash of the project file that holds it (a
 * TypeScript file as tsx compiles it, which is what a function's text then is). A function no
 * imported file holds (one written in the config itself, or made at run time) comes from the
 * config file and every project file it imported, hashed. A function too short to say which
 * file it comes from (`({ code }) => code`) comes from the config file and the project files
 * whose text holds it: which other files a load reports can differ between the build's thread
 * and a compile thread, and must not change the description. A function made by a factory
 * (`transformerNotationDiff(options)`) also carries the variables it closes over, read through
 * V8's inspector, since its options live there and not in its text. A plugin upgraded, edited
 * or given other options then changes the description; a config edit elsewhere (a title) does
 * not, unless a function was written in the config file.
 */
import { readFileSync } from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import { loadEsbuild } from '../utils/esbuild.js';
import { sha1 } from '../utils/files.js';

/** Shorter sources (`() => {}`) are too common to say which file they come from. */
const MIN_ATTRIBUTED_SOURCE = 32;

/**
 * Characters of description past which a value a function closes over is known by the config's
 * origin instead (a closure over a large object would otherwise be walked whole).
 */
const CLOSURE_BUDGET = 1_000_000;

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

/** Files tsx compiles before running them, so that a function's text is found in what it ran. */
const COMPILED = /\.[cm]?tsx?$|\.jsx$/;

/**
 * A project file's code as tsx runs it: tsx compiles with esbuild, whitespace minified and names
 * kept (its own options, `target` the running Node), so a function's text is part of that output.
 */
function asTsxRunsIt(file: string, text: string): string {
  try {
    const loader = /x$/.test(file) ? 'tsx' : /\.[cm]?ts$/.test(file) ? 'ts' : 'jsx';
    return loadEsbuild().transformSync(text, {
      loader,
      target: `node${process.versions.node}`,
      minifyWhitespace: true,
      keepNames: true,
      format: 'esm',
      sourcefile: file,
    }).code;
  } catch {
    return '';
  }
}

export class CodeIdentity {
  private readonly texts = new Map<string, string>();
  private readonly compiled = new Map<string, string>();
  private readonly origins = new Map<string, string>();
  private fallback?: string;
  /** Characters of closure variables described so far (see `CLOSURE_BUDGET`). */
  private spent = 0;

  /** The modules loading the config imported, in path order: the order a load reports them in can differ between threads. */
  private readonly imported: readonly string[];

  /**
   * `imported`: absolute paths of the modules loading the config imported (the config file
   * itself excluded); `configFile`: the config's own path, when it has one.
   */
  constructor(
    imported: readonly string[],
    private readonly configFile?: string,
  ) {
    this.imported = [...imported].sort();
  }

  /** A stable text for `value`: equal for equal data and for the same functions from the same versions. */
  describe(value: unknown): string {
    return this.describeValue(value, new Set());
  }

  private describeValue(value: unknown, seen: Set<object>): string {
    if (value === undefined) return 'undefined';
    if (typeof value === 'function') return this.describeFunction(value, seen);
    if (typeof value !== 'object' || value === null)
      return typeof value === 'bigint' || typeof value === 'symbol' ? String(value) : JSON.stringify(value);
    if (value instanceof RegExp) return String(value);
    if (seen.has(value)) return '[cycle]';
    seen.add(value);
    try {
      if (Array.isArray(value)) return `[${value.map((v) => this.describeValue(v, seen)).join(',')}]`;
      const prototype = Object.getPrototypeOf(value) as { constructor?: unknown } | null;
      // A class instance (an Rspack plugin) is its class's code and its own fields.
      const kind =
        prototype && prototype !== Object.prototype && typeof prototype.constructor === 'function'
          ? this.describeFunction(prototype.constructor, seen)
          : '';
      const fields = Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${this.describeValue(readField(value, key), seen)}`);
      return `${kind}{${fields.join(',')}}`;
    } finally {
      seen.delete(value);
    }
  }

  // biome-ignore lint/complexity/noBannedTypes: any callable, classes included, is described by its source.
  private describeFunction(fn: Function, seen: Set<object>): string {
    const source = Function.prototype.toString.call(fn);
    const described = `fn ${fn.name} ${sha1(source)} ${this.originOf(source)}`;
    if (seen.has(fn)) return described;
    seen.add(fn);
    try {
      const variables = closureVariables(fn);
      // Without the inspector, what the function closes over may be anything the config made.
      if (!variables) return `${described} closes over ${this.configOrigin()}`;
      const closure = variables.map(([name, value]) => {
        if (this.spent > CLOSURE_BUDGET) return `${name}=${this.configOrigin()}`;
        const text = this.describeValue(value, seen);
        this.spent += text.length;
        return `${name}=${text}`;
      });
      return closure.length ? `${described} closes over {${closure.join(',')}}` : described;
    } finally {
      seen.delete(fn);
    }
  }

  private originOf(source: string): string {
    let origin = this.origins.get(source);
    if (origin === undefined) {
      if (source.length < MIN_ATTRIBUTED_SOURCE) origin = this.shortOrigin(source);
      else {
        const file = this.imported.find((f) => this.holds(f, source));
        origin = file === undefined ? this.configOrigin() : (file.includes(NODE_MODULES) && packageVersion(file)) || `file ${sha1(this.text(file))}`;
      }
      this.origins.set(source, origin);
    }
    return origin;
  }

  /** The config file and the imported project files holding `source`, a text too short to name one file. */
  private shortOrigin(source: string): string {
    const holders = this.imported.filter((f) => !f.includes(NODE_MODULES) && this.holds(f, source)).sort();
    const files = this.configFile === undefined ? holders : [this.configFile, ...holders];
    return `short ${sha1(files.map((f) => `${f}\0${this.text(f)}`).join('\n'))}`;
  }

  /** The config file and every project file it imported: where an unattributed function may come from. */
  configOrigin(): string {
    this.fallback ??= `config ${sha1(
      [this.configFile, ...this.imported.filter((f) => !f.includes(NODE_MODULES))]
        .filter((f): f is string => f !== undefined)
        .map((f) => `${f}\0${this.text(f)}`)
        .join('\n'),
    )}`;
    return this.fallback;
  }

  /** Whether `file` holds the function whose text is `source`, as written or as tsx ran it. */
  private holds(file: string, source: string): boolean {
    if (this.text(file).includes(source)) return true;
    if (file.includes(NODE_MODULES) || !COMPILED.test(file)) return false;
    let compiled = this.compiled.get(file);
    if (compiled === undefined) {
      compiled = asTsxRunsIt(file, this.text(file));
      this.compiled.set(file, compiled);
    }
    return compiled.includes(source);
  }

  private text(file: string): string {
    let text = this.texts.get(file);
    if (text === undefined) {
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        text = '';
      }
      this.texts.set(file, text);
    }
    return text;
  }
}

/** A getter that throws is described by its error, not allowed to stop the build. */
function readField(object: object, key: string): unknown {
  try {
    return (object as Record<string, unknown>)[key];
  } catch (error) {
    return `[throws ${String(error)}]`;
  }
}

/** `name@version` of the package holding `file` (its nearest package.json with a name). */
export function packageVersion(file: string): string | undefined {
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name) return `${manifest.name}@${manifest.version ?? ''}`;
    } catch {
      // no package.json here, or not JSON: look further up
    }
  }
  return undefined;
}

let session: inspector.Session | undefined;

/** A call to V8's inspector in this thread, answered at once. */
function post<T>(method: string, params: Record<string, unknown>): T {
  if (!session) {
    session = new inspector.Session();
    session.connect();
  }
  let result: T | undefined;
  let failure: Error | null = null;
  session.post(method, params, (error, answer) => {
    failure = error;
    result = answer as T;
  });
  if (failure) throw failure;
  return result as T;
}

interface RemoteObject {
  type: string;
  value?: unknown;
  unserializableValue?: string;
  description?: string;
  objectId?: string;
}
interface Properties {
  result: Array<{ name: string; value?: RemoteObject }>;
  internalProperties?: Array<{ name: string; value?: RemoteObject }>;
}

const HANDOVER = '__quireClosureValue';

/**
 * The variables `fn` closes over (those of the functions around it, not its module's, which
 * belong to the file its text was found in), by name, with their values. Undefined when the
 * inspector cannot tell.
 */
// biome-ignore lint/complexity/noBannedTypes: any callable, classes included, may close over values.
export function closureVariables(fn: Function): Array<[string, unknown]> | undefined {
  const global = globalThis as Record<string, unknown>;
  try {
    global[HANDOVER] = fn;
    const { result } = post<{ result: RemoteObject }>('Runtime.evaluate', { expression: `globalThis.${HANDOVER}` });
    const own = post<Properties>('Runtime.getProperties', { objectId: result.objectId, ownProperties: true });
    const scopes = own.internalProperties?.find((p) => p.name === '[[Scopes]]')?.value?.objectId;
    if (!scopes) return [];
    const variables: Array<[string, unknown]> = [];
    for (const scope of post<Properties>('Runtime.getProperties', { objectId: scopes, ownProperties: true }).result) {
      if (!scope.value?.description?.startsWith('Closure') || !scope.value.objectId) continue;
      for (const variable of post<Properties>('Runtime.getProperties', { objectId: scope.value.objectId, ownProperties: true }).result) {
        const remote = variable.value;
        if (!remote) continue;
        if (remote.objectId) {
          // The object itself, handed back through a global, so it is described like any value.
          post('Runtime.callFunctionOn', { objectId: remote.objectId, functionDeclaration: `function () { globalThis.${HANDOVER} = this; }` });
          variables.push([variable.name, global[HANDOVER]]);
        } else variables.push([variable.name, 'value' in remote ? remote.value : (remote.unserializableValue ?? remote.description)]);
      }
    }
    return variables.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  } catch {
    return undefined;
  } finally {
    delete global[HANDOVER];
  }
}
