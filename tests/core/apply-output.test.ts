/**
 * The output updated in place from a stage holding only what changed (`build/apply-output.ts`):
 * the kept files stay as they are, the rest of the last output goes, hand-made leftovers too, and
 * a build stopped between any two steps leaves a journal the next build finishes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyJournal, applyOutput, applySteps, writeApplyJournal } from '#core/pipeline/apply-output.ts';
import { recoverStoppedBuilds } from '#core/pipeline/build-folders.ts';
import { outputWriter } from '#core/utils/output-file.ts';
import { OutputSnapshot } from '#core/utils/output-snapshot.ts';

let root: string;
let dist: string;
let temp: string;
let stage: string;
const DEAD_PID = 2 ** 22 + 1; // above Linux's largest process id: no process has it

/** Every file and link under `dir` with its content (a link: where it points). */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const name = path.relative(dir, full);
    if (entry.isSymbolicLink()) out[name] = `-> ${fs.readlinkSync(full)}`;
    else if (entry.isFile()) out[name] = fs.readFileSync(full, 'utf8');
    else if (fs.readdirSync(full).length === 0) out[`${name}/`] = '';
  }
  return out;
}

function fill(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

const LAST = {
  'index.html': 'home',
  'guide/a.html': 'a',
  'guide/b.html': 'b',
  'old/gone.html': 'gone',
  'static/js/p-a.1.js': 'script a',
};
const NEXT = {
  'index.html': 'home',
  'guide/a.html': 'a',
  'guide/b.html': 'b, edited',
  'static/js/p-a.2.js': 'script a, edited',
  'new/page.html': 'new',
};

/** A build of NEXT over LAST through the writer, with things added to the output by hand; the writer. */
async function stagedBuild() {
  fill(dist, LAST);
  fs.mkdirSync(path.join(dist, 'stray/deep'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'stray/deep/file.txt'), 'put there by hand');
  fs.symlinkSync('/etc', path.join(dist, 'etc-link'));
  const output = outputWriter(stage, OutputSnapshot.read(dist));
  for (const [file, text] of Object.entries(NEXT)) await output.write(file, text);
  return output;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-apply-'));
  dist = path.join(root, 'dist');
  temp = path.join(root, '.quire');
  stage = path.join(temp, `stage-${DEAD_PID}`);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('applyOutput', () => {
  it('leaves the kept files as they are and makes the output the new one, without what was put there by hand', async () => {
    const output = await stagedBuild();
    const inode = fs.statSync(path.join(dist, 'guide/a.html')).ino;
    expect(output.counts).toEqual({ kept: 2, written: 3 });
    applyOutput(stage, dist, output.kept, applyJournal(temp));
    expect(tree(dist)).toEqual(NEXT);
    expect(fs.statSync(path.join(dist, 'guide/a.html')).ino).toBe(inode);
    expect(fs.readdirSync(temp)).toEqual([`stage-${DEAD_PID}`]);
  });

  it('refuses, leaving the output untouched, when a kept file was changed or removed while the build ran', async () => {
    for (const change of [() => fs.appendFileSync(path.join(dist, 'guide/a.html'), ' by hand'), () => fs.rmSync(path.join(dist, 'index.html'))]) {
      fs.rmSync(root, { recursive: true, force: true });
      const output = await stagedBuild();
      change();
      const before = tree(dist);
      expect(() => applyOutput(stage, dist, output.kept, applyJournal(temp))).toThrow(/changed or removed in the output while the build ran/);
      expect(tree(dist)).toEqual(before);
    }
  });

  it('a build stopped between any two of its steps never leaves a mix at dist/, and the next build finishes it', async () => {
    const steps = await (async () => {
      const output = await stagedBuild();
      writeApplyJournal(stage, dist, output.kept, applyJournal(temp, DEAD_PID));
      return applySteps(applyJournal(temp, DEAD_PID)).length;
    })();
    expect(steps).toBeGreaterThan(5);
    for (let done = 0; done <= steps; done++) {
      fs.rmSync(root, { recursive: true, force: true });
      const output = await stagedBuild();
      const last = tree(dist);
      const journal = applyJournal(temp, DEAD_PID);
      writeApplyJournal(stage, dist, output.kept, journal);
      for (const step of applySteps(journal).slice(0, done)) step();
      const stopped = `stopped after ${done} of ${steps} steps`;
      // What anyone reading dist/ finds before the next build: the whole old output, nothing, or the whole new one.
      const found = fs.existsSync(dist) ? tree(dist) : 'no dist/';
      expect([last, 'no dist/', NEXT], stopped).toContainEqual(found);
      const told = await recoverStoppedBuilds(temp, dist);
      if (found === 'no dist/') expect(told, stopped).toContain('dist/ was being updated when a build was stopped; the update was finished');
      else expect(told, stopped).toBeUndefined();
      expect(tree(dist), stopped).toEqual(found === 'no dist/' ? NEXT : found);
      expect(fs.readdirSync(root).sort(), stopped).toEqual(['.quire', 'dist'].filter((name) => name !== '.quire' || fs.existsSync(temp)));
      expect(fs.existsSync(temp) ? fs.readdirSync(temp) : [], stopped).toEqual([]);
    }
  });

  it('a journal naming a path outside the output, or another output folder than the one checked, is not followed', async () => {
    const output = await stagedBuild();
    const journal = applyJournal(temp, DEAD_PID);
    writeApplyJournal(stage, dist, output.kept, journal);
    applySteps(journal)[0]();
    const planned = JSON.parse(fs.readFileSync(journal, 'utf8'));
    fill(root, { 'keep.txt': 'mine' });
    for (const remove of [['../keep.txt'], ['/etc'], ['guide/../../keep.txt']]) {
      fs.writeFileSync(journal, JSON.stringify({ ...planned, remove }));
      await expect(recoverStoppedBuilds(temp, dist)).rejects.toThrow(
        `it names ${JSON.stringify(remove[0])}, which is not a path inside the output, so it was not followed`,
      );
    }
    for (const folders of [{ aside: '../..' }, { stage: '../docs' }]) {
      fs.writeFileSync(journal, JSON.stringify({ ...planned, ...folders }));
      await expect(recoverStoppedBuilds(temp, dist)).rejects.toThrow("its folders are not the output's and a stage beside it");
    }
    expect(fs.readFileSync(path.join(root, 'keep.txt'), 'utf8')).toBe('mine');

    fs.writeFileSync(journal, JSON.stringify(planned));
    const told = await recoverStoppedBuilds(temp, path.join(root, 'site'));
    expect(told).toBe(
      `a stopped build was updating ${dist}, which is no longer the output folder: its output was left at ${dist}.updating-${DEAD_PID}`,
    );
    expect(tree(`${dist}.updating-${DEAD_PID}`)['guide/a.html']).toBe('a');
  });

  it('an output set aside by a stopped build while dist/ was made again: the one at dist/ stays, the other goes', async () => {
    const output = await stagedBuild();
    const journal = applyJournal(temp, DEAD_PID);
    writeApplyJournal(stage, dist, output.kept, journal);
    for (const step of applySteps(journal).slice(0, 3)) step();
    fill(dist, { 'index.html': 'made by hand' });
    const told = await recoverStoppedBuilds(temp, dist);
    expect(told).toContain(`dist/ was made again while a stopped build had it aside: what it left (dist.updating-${DEAD_PID}) was removed`);
    expect(tree(dist)).toEqual({ 'index.html': 'made by hand' });
    expect(fs.readdirSync(root).sort()).toEqual(['.quire', 'dist']);
    expect(fs.readdirSync(temp)).toEqual([]);
  });
});
