import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { listFiles } from '#core/utils/files.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-list-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('lists the files of linked folders (the public folder copy follows them), each real folder once', () => {
  fs.mkdirSync(path.join(dir, 'assets/icons'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'assets/icons/a.svg'), '');
  fs.mkdirSync(path.join(dir, 'public'));
  fs.writeFileSync(path.join(dir, 'public/robots.txt'), '');
  fs.symlinkSync('../assets', path.join(dir, 'public/assets'));
  fs.symlinkSync('.', path.join(dir, 'public/loop'));
  fs.symlinkSync('robots.txt', path.join(dir, 'public/linked.txt'));
  const listed = listFiles(path.join(dir, 'public')).map((f) => path.relative(dir, f));
  expect(listed.sort()).toEqual(['public/assets/icons/a.svg', 'public/linked.txt', 'public/robots.txt']);
  expect(listFiles(path.join(dir, 'missing'))).toEqual([]);
});
