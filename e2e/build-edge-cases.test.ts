/**
 * `quire build` on content a writer should not have to think twice about: empty pages, pages
 * with only frontmatter, a 5 MB page and an excluded folder build; a component that exists
 * nowhere, a file that is not UTF-8, nesting thousands of levels deep and a link into an
 * excluded folder stop the build with file, line and column, and the previous dist/ survives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `edge-${process.pid}`);
const dist = path.join(workDir, 'dist');
const docs = path.join(workDir, 'docs/en');
const pageA = path.join(docs, 'guide/a.mdx');

const quireBuild = () => runQuire(workDir, 'build');

/** About 5 MB of ordinary prose: 2,800 sections, each a heading and a long paragraph. */
function hugePage(): string {
  const words = 'the build writes each page to its own file so a static host can serve it without a server '.repeat(20);
  const sections = Array.from({ length: 2800 }, (_, i) => `## Section ${i}\n\nParagraph ${i} with **bold** and \`code\`: ${words}\n`);
  return `# Huge page\n\n${sections.join('\n')}\nThe very last sentence.\n`;
}

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  const config = path.join(workDir, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Fixture',", "title: 'Fixture',\n  route: { exclude: ['drafts/**'] },"));
  fs.writeFileSync(path.join(docs, 'guide/empty.mdx'), '');
  fs.writeFileSync(path.join(docs, 'guide/only-frontmatter.mdx'), '---\ntitle: Just a title\ndescription: Nothing below\n---\n');
  fs.mkdirSync(path.join(docs, 'drafts'));
  fs.writeFileSync(path.join(docs, 'drafts/secret.mdx'), '# Not ready\n');
  fs.writeFileSync(path.join(docs, 'guide/huge.mdx'), hugePage());
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('content that builds', () => {
  it('builds empty, frontmatter-only and 5 MB pages; an excluded folder is not routed', () => {
    expect(fs.statSync(path.join(docs, 'guide/huge.mdx')).size).toBeGreaterThan(5_000_000);
    const started = performance.now();
    const { status, output } = quireBuild();
    const seconds = (performance.now() - started) / 1000;
    console.log(`build with a 5 MB page: ${seconds.toFixed(1)} s`);
    expect(status, output).toBe(0);

    const empty = fs.readFileSync(path.join(dist, 'guide/empty.html'), 'utf8');
    expect(empty).toContain('<title>Fixture</title>');
    expect(empty).toMatch(/<article[^>]*class="[^"]*q-doc/);
    const only = fs.readFileSync(path.join(dist, 'guide/only-frontmatter.html'), 'utf8');
    expect(only).toContain('<title>Just a title | Fixture</title>');
    expect(only).toContain('<meta name="description" content="Nothing below">');

    const huge = fs.readFileSync(path.join(dist, 'guide/huge.html'), 'utf8');
    expect(huge).toContain('id="section-2799"');
    expect(huge).toContain('The very last sentence.');
    const index = fs.readdirSync(path.join(dist, 'static')).find((f) => f.startsWith('search_index.en.'));
    expect(fs.readFileSync(path.join(dist, 'static', index as string), 'utf8')).toContain('The very last sentence.');

    // The new pages are in no sidebar: the build names each and goes on (orphanPages: 'warn' by default).
    for (const name of ['empty', 'only-frontmatter', 'huge']) {
      expect(output).toContain(
        `docs/en/guide/${name}.mdx: no sidebar links to /guide/${name} (add it to a sidebar, or set orphan: true in its frontmatter)`,
      );
    }
    expect(fs.existsSync(path.join(dist, 'drafts/secret.html'))).toBe(false);
    expect(fs.readFileSync(path.join(dist, 'llms.txt'), 'utf8')).not.toContain('/drafts/');
    // The huge page only slows the failing builds below down.
    fs.rmSync(path.join(docs, 'guide/huge.mdx'));
  }, 600_000);
});

describe('content that stops the build', () => {
  it("stops on a page in no sidebar with orphanPages: 'error', naming the file, and keeps the previous dist", () => {
    const before = fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8');
    const config = path.join(workDir, 'site.config.ts');
    const original = fs.readFileSync(config, 'utf8');
    fs.writeFileSync(config, original.replace("title: 'Fixture',", "title: 'Fixture',\n  orphanPages: 'error',"));
    fs.writeFileSync(path.join(docs, 'guide/empty.mdx'), '---\norphan: true\n---\n');
    try {
      const { status, output } = quireBuild();
      expect(status).toBe(1);
      expect(output).toContain('1 page no sidebar links to:\n  docs/en/guide/only-frontmatter.mdx: no sidebar links to /guide/only-frontmatter');
      expect(output).toContain("(set orphanPages: 'warn' in the site config to build anyway)");
    } finally {
      fs.writeFileSync(config, original);
      fs.writeFileSync(path.join(docs, 'guide/empty.mdx'), '');
    }
    expect(fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8')).toBe(before);
  }, 180_000);

  const latin1 = Buffer.concat([Buffer.from('# Page A\n\nUn caf'), Buffer.from([0xe9]), Buffer.from(' noir.\n')]);
  it.each([
    [
      'a component neither imported nor in the theme',
      '# Page A\n\n<Foo bar="1" />\n',
      /a\.mdx:3:1: unknown component <Foo>: not imported and not provided by the theme/,
    ],
    ['an unclosed JSX element', '# Page A\n\n<div>\nnever closed\n', /a\.mdx:3:1: .*closing tag for `<div>`/],
    ['a file that is not UTF-8', latin1, /a\.mdx:3:7: the file is not valid UTF-8 text/],
    ['thousands of nested blockquotes', `# Page A\n\n${'> '.repeat(2000)}deep\n`, /a\.mdx:3:\d+: content is nested more than 100 levels deep/],
    [
      'a link to a page in an excluded folder',
      '# Page A\n\nSee [the draft](/drafts/secret).\n',
      /a\.mdx:3:5: dead link \/drafts\/secret \(no page at this address\)/,
    ],
  ])(
    'stops on %s with file, line and column, and keeps the previous dist',
    (_name, source, message) => {
      const before = fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8');
      const original = fs.readFileSync(pageA);
      fs.writeFileSync(pageA, source);
      try {
        const { status, output } = quireBuild();
        expect(status).not.toBe(0);
        expect(output).toMatch(message);
        expect(output).not.toMatch(/Maximum call stack|RangeError/);
      } finally {
        fs.writeFileSync(pageA, original);
      }
      expect(fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8')).toBe(before);
    },
    180_000,
  );
});
