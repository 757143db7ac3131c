/**
 * Compiles content files with the real MDX pipeline and reports every error with file,
 * line and column. `--toc` also prints each page's heading ids.
 *   pnpm check:content docs/en/config docs/zh/config/output/dist-path.mdx --toc
 */
import fs from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { compileMdx } from '#core/markdown/compile.ts';

const args = process.argv.slice(2);
const showToc = args.includes('--toc');
const targets = args.filter((a) => !a.startsWith('--'));
const root = path.resolve('docs');
const files: string[] = [];
for (const target of targets.length ? targets : ['docs']) {
  const abs = path.resolve(target);
  if (fs.statSync(abs).isDirectory()) files.push(...(await glob('**/*.{md,mdx}', { cwd: abs, absolute: true })));
  else files.push(abs);
}
let failed = 0;
for (const file of files.sort()) {
  const relativePath = path.relative(root, file).split(path.sep).join('/');
  const lang = relativePath.split('/')[0];
  try {
    const page = await compileMdx(fs.readFileSync(file, 'utf8'), {
      filePath: path.relative(process.cwd(), file),
      relativePath,
      projectRoot: process.cwd(),
      lang,
      langs: ['en', 'zh'],
      defaultLang: 'en',
    });
    if (showToc) {
      console.log(`${relativePath}  "${page.title}"`);
      for (const h of page.toc) console.log(`  ${'  '.repeat(h.depth - 2)}#${h.id}  ${h.text}`);
    }
  } catch (error) {
    failed++;
    console.error(`✗ ${(error as Error).message}`);
  }
}
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
