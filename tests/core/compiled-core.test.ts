/**
 * `quire` runs core compiled ahead (`bin/compiled-core.mjs`) only while every file the copy was
 * made from holds the bytes it was made from; otherwise it compiles a new copy.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledCli } from '../../packages/core/bin/compiled-core.mjs';

const core = path.resolve(import.meta.dirname, '../../packages/core');
// Under core's folder, as the real one: the copy resolves its libraries from there.
const cacheDir = path.join(core, 'node_modules/.cache', `quire-cli-test-${process.pid}`);
const recordFile = path.join(cacheDir, 'current.json');
const record = () => JSON.parse(fs.readFileSync(recordFile, 'utf8')) as { dir: string; madeIn: string; inputs: Record<string, string> };
const compile = compiledCli as (dir: string) => Promise<string | undefined>;

afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

describe('core compiled ahead', () => {
  it('runs, is kept while its sources are unchanged, and is made again when one of them is not what it was made from', async () => {
    const url = await compile(cacheDir);
    expect(url).toBeDefined();
    const entry = fileURLToPath(url as string);
    const version = JSON.parse(fs.readFileSync(path.join(core, 'package.json'), 'utf8')).version;
    expect(execFileSync(process.execPath, [entry, '--version'], { encoding: 'utf8' }).trim()).toBe(version);
    const made = record();
    // Made from core's and the runtime's sources, as read for it.
    const cliSource = path.join(core, 'src/cli.ts');
    expect(Object.keys(made.inputs)).toContain(cliSource);
    expect(Object.keys(made.inputs).some((f) => f.includes(`runtime${path.sep}src`))).toBe(true);

    // Kept: the same copy, not compiled again.
    const marker = path.join(cacheDir, made.dir, 'kept');
    fs.writeFileSync(marker, '');
    expect(await compile(cacheDir)).toBe(url);
    expect(record()).toEqual(made);

    // A source that no longer holds the bytes the copy was made from: compiled again, and the
    // record names what the source holds now.
    fs.writeFileSync(recordFile, JSON.stringify({ ...made, inputs: { ...made.inputs, [cliSource]: 'an older text' } }));
    expect(await compile(cacheDir)).toBe(url);
    expect(record().inputs[cliSource]).toBe(made.inputs[cliSource]);

    // A copy made in another core folder (a project copied with its node_modules) names that
    // folder's sources in its modules: made again here, though each of those sources is unchanged.
    expect(made.madeIn).toBe(`${core}${path.sep}`);
    fs.writeFileSync(recordFile, JSON.stringify({ ...made, madeIn: '/elsewhere/packages/core/' }));
    expect(await compile(cacheDir)).toBe(url);
    expect(record().madeIn).toBe(made.madeIn);

    // A copy whose entry is gone is made again.
    fs.rmSync(path.join(cacheDir, made.dir), { recursive: true });
    expect(await compile(cacheDir)).toBe(url);
    expect(fs.existsSync(entry)).toBe(true);
    expect(fs.existsSync(marker)).toBe(false);
  }, 60_000);
});
