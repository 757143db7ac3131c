import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkContent } from '#core/routes/content-walk.ts';
import { assertNoLinksOutside, locationOutside } from '#core/utils/project-boundary.ts';

const linksOutside = (folder: string, projectRoot: string, skip: (folder: string) => boolean) => walkContent(folder, projectRoot, skip).linksOutside;

let tmp: string;
let project: string;
let outside: string;
const docs = () => path.join(project, 'docs');
const notInstalls = (folder: string) => path.basename(folder) === 'node_modules' && !folder.includes(`${path.sep}public${path.sep}`);

function write(file: string, text = 'x'): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function link(at: string, target: string): void {
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.symlinkSync(target, at);
}

beforeAll(() => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'quire-boundary-')));
  project = path.join(tmp, 'project');
  outside = path.join(tmp, 'outside');
  write(path.join(outside, 'secret.txt'), 'outside secret');
  write(path.join(outside, 'folder/inner.mdx'));
  write(path.join(project, 'notes.txt'));
  write(path.join(project, 'assets/logo.svg'));
  write(path.join(docs(), 'en/index.mdx'));
  // Outside: absolute, relative, a folder, a broken link, and one inside public's own node_modules.
  link(path.join(docs(), 'public/passwd'), path.join(outside, 'secret.txt'));
  link(path.join(docs(), 'en/guide/leak.mdx'), '../../../../outside/folder/inner.mdx');
  link(path.join(docs(), 'zh/linked'), path.join(outside, 'folder'));
  link(path.join(docs(), 'public/broken'), '/nonexistent-quire/x');
  link(path.join(docs(), 'public/node_modules/pkg'), path.join(outside, 'secret.txt'));
  // Inside: a file, a folder holding a link that leads out again, a loop, and an install that is not content.
  link(path.join(docs(), 'public/notes.txt'), '../../notes.txt');
  link(path.join(docs(), 'public/assets'), '../../assets');
  link(path.join(project, 'assets/escape.txt'), path.join(outside, 'secret.txt'));
  link(path.join(docs(), 'en/loop'), '..');
  link(path.join(docs(), 'node_modules/dep'), outside);
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('symbolic links in the content folder', () => {
  it('finds every link that leads outside the project, through linked folders, without looping', () => {
    const found = linksOutside(docs(), project, notInstalls).map((f) => `${path.relative(project, f.link)} → ${path.relative(tmp, f.target)}`);
    expect(found.sort()).toEqual(
      [
        'docs/en/guide/leak.mdx → outside/folder/inner.mdx',
        'docs/public/assets/escape.txt → outside/secret.txt',
        `docs/public/broken → ${path.relative(tmp, '/nonexistent-quire/x')}`,
        'docs/public/node_modules/pkg → outside/secret.txt',
        'docs/public/passwd → outside/secret.txt',
        'docs/zh/linked → outside/folder',
      ].sort(),
    );
  });

  it('fails naming each link and its target', () => {
    expect(() => assertNoLinksOutside(linksOutside(docs(), project, notInstalls), project)).toThrow(
      `  docs/public/passwd: symbolic link to ${path.join(outside, 'secret.txt')}, outside the project`,
    );
    expect(() => assertNoLinksOutside(linksOutside(path.join(docs(), 'zh'), project, notInstalls), project)).toThrow(
      /^a symbolic link leads outside the project/,
    );
  });

  it('accepts links inside the project, also when the project is reached through a link', () => {
    expect(linksOutside(path.join(docs(), 'en/index.mdx'), project, notInstalls)).toEqual([]);
    expect(locationOutside(path.join(docs(), 'public/notes.txt'), project)).toBeUndefined();
    const viaLink = path.join(tmp, 'project-link');
    fs.symlinkSync(project, viaLink);
    expect(locationOutside(path.join(viaLink, 'docs/public/notes.txt'), viaLink)).toBeUndefined();
    expect(locationOutside(path.join(viaLink, 'docs/public/passwd'), viaLink)).toBe(path.join(outside, 'secret.txt'));
    expect(locationOutside(path.join(project, '../outside/secret.txt'), project)).toBe(path.join(outside, 'secret.txt'));
  });
});
