/** The benchmark's synthetic tree: same bytes for the same seed, and every page as issue 8 describes it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDocs, planTree, renderPage, typicalPage } from '../../scripts/bench/gen-docs.mjs';

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-gen-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const read = (dir: string) =>
  Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .sort()
      .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );

describe('gen-docs', () => {
  it('writes the same tree twice for the same seed, and another for another seed', () => {
    const [a, b, c] = [tmp(), tmp(), tmp()];
    generateDocs({ pages: 30, outDir: a, seed: 3 });
    generateDocs({ pages: 30, outDir: b, seed: 3 });
    generateDocs({ pages: 30, outDir: c, seed: 4 });
    expect(read(a)).toEqual(read(b));
    expect(read(a)).not.toEqual(read(c));
  });

  it('writes N pages per language, the same paths in both', () => {
    const dir = tmp();
    generateDocs({ pages: 50, outDir: dir, seed: 7 });
    const en = (fs.readdirSync(path.join(dir, 'docs/en'), { recursive: true }) as string[]).filter((f) => f.endsWith('.md')).sort();
    const zh = (fs.readdirSync(path.join(dir, 'docs/zh'), { recursive: true }) as string[]).filter((f) => f.endsWith('.md')).sort();
    expect(en).toHaveLength(50);
    expect(zh).toEqual(en);
  });

  const manifest = planTree(120, 7);
  const pages = manifest.sections.flatMap((s: { pages: unknown[] }) => s.pages);

  it.each(['en', 'zh'])('gives every %s page the parts of a real doc page', (lang) => {
    for (const page of pages) {
      const text: string = renderPage(page, lang);
      const body = text.replace(/```[\s\S]*?```/g, '');
      expect(text).toMatch(/^---\ntitle: ".+"\ndescription: ".+"\n---\n\n# .+\n/);
      const headings = body.match(/^#{2,3} .+$/gm) ?? [];
      expect(headings.length).toBeGreaterThanOrEqual(4);
      expect(headings.length).toBeLessThanOrEqual(8);
      const fences = text.match(/^```\w+ title="[^"]+" \{[\d,-]+\}$/gm) ?? [];
      expect(fences.length).toBeGreaterThanOrEqual(2);
      expect(fences.length).toBeLessThanOrEqual(3);
      expect(body).toMatch(/^\| .+ \|\n\| --- \|/m);
      expect(body).toMatch(/^:::tip\n.+\n:::$/m);
      // No JSX-looking text in prose: Rspress and Quire read .md as MDX.
      expect(body.replace(/`[^`]*`/g, '')).not.toMatch(/[{}<>]/);
      const words = lang === 'en' ? body.split(/\s+/).length : (body.match(/[\u4e00-\u9fff]/g) ?? []).length / 1.7;
      expect(words).toBeGreaterThan(400);
      expect(words).toBeLessThan(1100);
    }
  });

  it('links only to pages that exist, relatively', () => {
    const dir = tmp();
    const m = generateDocs({ pages: 40, outDir: dir, seed: 7 });
    for (const section of m.sections) {
      for (const page of section.pages) {
        const text = fs.readFileSync(path.join(dir, 'docs/zh', page.rel), 'utf8');
        const links = [...text.matchAll(/\]\((\.[^)]+\.md)\)/g)].map((l) => l[1]);
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(fs.existsSync(path.join(dir, 'docs/zh', path.dirname(page.rel), link))).toBe(true);
      }
    }
    expect(typicalPage(m)).toMatch(/^[\w/-]+$/);
  });
});
