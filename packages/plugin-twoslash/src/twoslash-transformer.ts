/**
 * The shiki transformer that runs twoslash on `ts twoslash` blocks. The compile cache knows a
 * transformer by its code and what its functions close over: this one closes over its inputs only
 * (the options, TypeScript's version, the lockfile's hash), so those key the cache, and the
 * twoslash instance with its language services is made on first use, out of the description's reach.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTransformerFactory, defaultTwoslashOptions } from '@shikijs/twoslash/core';
import type { ShikiTransformer } from '@shikijs/types';
import { createTwoslasher, type TwoslashOptions } from 'twoslash';
import ts from 'typescript';
import { locatingErrors } from './expected-errors.js';
import { richRenderer } from './rich-renderer.js';

/** Everything the HTML of a twoslash block depends on besides its code and meta. */
export interface TwoslashInputs {
  /** Only blocks whose meta says `twoslash` are checked. */
  explicitTrigger: boolean;
  /** Keep TypeScript's language services between blocks of the same compiler options. */
  cache: boolean;
  twoslashOptions: TwoslashOptions;
  typescript: string;
  /** Hash of the project's lockfile: the types of installed packages a block imports. */
  dependencies: string;
}

const LOCKFILES = ['pnpm-lock.yaml', 'package-lock.json', 'yarn.lock', 'bun.lock', 'bun.lockb'];

/** sha1 of the nearest lockfile at or above `dir`, '' when there is none. */
export function lockfileHash(dir: string): string {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const found = LOCKFILES.map((name) => path.join(at, name)).find((file) => existsSync(file));
    if (found) return createHash('sha1').update(readFileSync(found)).digest('hex');
    if (path.dirname(at) === at) return '';
  }
}

export function twoslashInputs(options: { explicitTrigger?: boolean; cache?: boolean; twoslashOptions?: TwoslashOptions }): TwoslashInputs {
  const twoslashOptions = { ...defaultTwoslashOptions(), ...options.twoslashOptions };
  return {
    explicitTrigger: options.explicitTrigger ?? true,
    cache: options.cache ?? true,
    twoslashOptions,
    typescript: ts.version,
    dependencies: lockfileHash(twoslashOptions.vfsRoot ?? process.cwd()),
  };
}

const made = new WeakMap<TwoslashInputs, ShikiTransformer>();

function madeTransformer(inputs: TwoslashInputs): ShikiTransformer {
  let transformer = made.get(inputs);
  if (!transformer) {
    const { tsModule, vfsRoot, fsMap, fsCache, cache, ...executeOptions } = inputs.twoslashOptions;
    // Only the options given: twoslash reads a key set to undefined as set.
    const given = Object.fromEntries(Object.entries({ tsModule, vfsRoot, fsMap, fsCache }).filter(([, value]) => value !== undefined));
    const twoslasher = createTwoslasher({ ...given, cache: inputs.cache ? cache : false });
    transformer = createTransformerFactory(
      locatingErrors(twoslasher),
      richRenderer(),
    )({ explicitTrigger: inputs.explicitTrigger, twoslashOptions: executeOptions });
    made.set(inputs, transformer);
  }
  return transformer;
}

export function twoslashTransformer(inputs: TwoslashInputs): ShikiTransformer {
  const inner = () => madeTransformer(inputs);
  return {
    name: '@quire/plugin-twoslash',
    preprocess(code, options) {
      return inner().preprocess?.call(this, code, options);
    },
    tokens(tokens) {
      return inner().tokens?.call(this, tokens);
    },
    pre(pre) {
      return inner().pre?.call(this, pre);
    },
    code(code) {
      return inner().code?.call(this, code);
    },
  };
}
