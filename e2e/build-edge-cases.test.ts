/**
 * `quire build` on content a writer should not have to think twice about: empty pages, pages
 * with only frontmatter, a 5 MB page and an excluded folder build; a component that exists
 * nowhere, a file that is not UTF-8, nesting thousands of levels deep, an image that is a dotfile
 * or a source file and a link into an excluded folder stop the build with file, line and column, and the previous dist/ survives.
 * An output folder the build would have to empty, the project or its content among them, or one
 * Quire did not write, stops the build and preview with every file of the project as it was.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIRE_BIN, runQuire } from './quire-cli';

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
  fs.writeFileSync(path.join(workDir, '.env'), 'API_TOKEN=secret\n');
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
    const records = fs.readdirSync(path.join(dist, 'static/search/en')).filter((f) => f.startsWith('r.'));
    expect(records.some((f) => fs.readFileSync(path.join(dist, 'static/search/en', f), 'utf8').includes('The very last sentence.'))).toBe(true);

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
      'an <img> of a dotfile',
      '# Page A\n\n<img src="../../../.env" />\n',
      /a\.mdx:3:1: image \.\.\/\.\.\/\.\.\/\.env: \.env is a dotfile, which is never published/,
    ],
    [
      'a Markdown image of the site config',
      '# Page A\n\n![](../../../site.config.ts)\n',
      /a\.mdx:3:1: image \.\.\/\.\.\/\.\.\/site\.config\.ts: site\.config\.ts is not an image/,
    ],
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
      expect(fs.existsSync(path.join(dist, 'static/image'))).toBe(false);
    },
    180_000,
  );
});

describe('the output folder', () => {
  const project = path.join(root, 'e2e/.tmp', `out-dir-${process.pid}`);
  const outside = path.join(root, 'e2e/.tmp', `out-dir-outside-${process.pid}`);
  const configFile = path.join(project, 'site.config.ts');
  let original = '';
  const configure = (fields: string) => fs.writeFileSync(configFile, original.replace("title: 'Fixture',", `title: 'Fixture',\n  ${fields}`));
  /** Every file under `dir` (links as where they point), with the sha1 of its bytes. */
  const everyFile = (dir: string) =>
    Object.fromEntries(
      fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() || e.isSymbolicLink())
        .map((e) => {
          const full = path.join(e.parentPath, e.name);
          const content = e.isSymbolicLink() ? `-> ${fs.readlinkSync(full)}` : fs.readFileSync(full);
          return [path.relative(dir, full), crypto.createHash('sha1').update(content).digest('hex')];
        }),
    );
  /** `quire preview` on the project: exits at once when it refuses, else serves until the time limit. */
  const preview = () => {
    const result = spawnSync(process.execPath, [QUIRE_BIN, 'preview', '--port', '0'], { cwd: project, encoding: 'utf8', timeout: 30_000 });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  };

  beforeAll(() => {
    fs.rmSync(project, { recursive: true, force: true });
    fs.cpSync(path.join(root, 'e2e/fixtures/basic'), project, { recursive: true });
    original = fs.readFileSync(configFile, 'utf8').replace("title: 'Fixture',", "title: 'Fixture',\n  translations: { report: 'off' },");
    fs.writeFileSync(configFile, original);
    fs.writeFileSync(path.join(project, '.env'), 'SECRET=do-not-lose\n');
    fs.mkdirSync(path.join(project, 'theme'));
    fs.writeFileSync(path.join(project, 'theme/brand.css'), ':root { --brand: red; }\n');
    fs.mkdirSync(path.join(project, 'docs/public'));
    fs.writeFileSync(path.join(project, 'docs/public/robots.txt'), 'User-agent: *\n');
    fs.mkdirSync(path.join(project, 'node_modules/some-package'), { recursive: true });
    fs.writeFileSync(path.join(project, 'node_modules/some-package/index.js'), 'export {};\n');
    const { status, output } = runQuire(project, 'build');
    expect(status, output).toBe(0);
    expect(fs.existsSync(path.join(project, 'dist/.quire-output'))).toBe(true);
  }, 180_000);
  afterAll(() => {
    fs.rmSync(project, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it.each([
    ['.', 'is the project folder'],
    ['..', 'contains the project folder'],
    ['docs', 'is the content folder (root: "docs")'],
    ['docs/zh', 'is inside the content folder (root: "docs")'],
    ['docs/public', 'is inside the content folder (root: "docs")'],
    ['theme', 'is the theme folder (themeDir: "theme")'],
    ['.quire', "is Quire's own folder .quire"],
    ['node_modules', 'is node_modules'],
  ])(
    'refuses outDir %j, which %s, in build and preview, and every file of the project stays as it was',
    (outDir, rule) => {
      configure(`outDir: '${outDir}',`);
      const before = everyFile(project);
      try {
        for (const run of [() => runQuire(project, 'build'), preview]) {
          const { status, output } = run();
          expect(status, output).toBe(1);
          expect(output).toContain(
            `site.config.ts: invalid config: "outDir" ("${outDir}") ${rule}: every build replaces its output folder whole, so it must be a folder of its own, such as "dist"`,
          );
          expect(everyFile(project)).toEqual(before);
        }
      } finally {
        fs.writeFileSync(configFile, original);
      }
    },
    120_000,
  );

  it('refuses to replace a folder outside the project, or one of another tool in it, that Quire did not write; emptyOutDir: true lets it', () => {
    fs.mkdirSync(outside, { recursive: true });
    fs.writeFileSync(path.join(outside, 'photo.jpg'), 'not a site');
    fs.mkdirSync(path.join(project, 'site'));
    fs.writeFileSync(path.join(project, 'site/app.js'), 'console.log("another tool");\n');
    try {
      for (const [outDir, shown] of [
        [outside, `${outside}: the output folder, outside the project, holds files Quire did not write`],
        ['site', 'site: the output folder holds files Quire did not write'],
      ]) {
        configure(`outDir: ${JSON.stringify(outDir)},`);
        const before = { project: everyFile(project), outside: everyFile(outside) };
        const { status, output } = runQuire(project, 'build');
        expect(status, output).toBe(1);
        expect(output).toContain(`${shown} (no .quire-output file in it), and every build replaces it whole`);
        expect(output).toContain('or set emptyOutDir: true in the site config to let the build replace it');
        expect({ project: everyFile(project), outside: everyFile(outside) }).toEqual(before);
      }
      configure("outDir: 'site',\n  emptyOutDir: true,");
      const { status, output } = runQuire(project, 'build');
      expect(status, output).toBe(0);
      expect(fs.existsSync(path.join(project, 'site/app.js'))).toBe(false);
      expect(fs.existsSync(path.join(project, 'site/guide/a.html'))).toBe(true);
    } finally {
      fs.writeFileSync(configFile, original);
      fs.rmSync(path.join(project, 'site'), { recursive: true, force: true });
    }
  }, 180_000);

  it('builds into a new folder outside the project, marks it, and replaces it on the next build', () => {
    fs.rmSync(outside, { recursive: true, force: true });
    configure(`outDir: ${JSON.stringify(outside)},`);
    try {
      for (let i = 0; i < 2; i++) {
        const { status, output } = runQuire(project, 'build');
        expect(status, output).toBe(0);
        expect(fs.readFileSync(path.join(outside, '.quire-output'), 'utf8')).toContain('quire build');
        expect(fs.existsSync(path.join(outside, 'guide/a.html'))).toBe(true);
      }
    } finally {
      fs.writeFileSync(configFile, original);
    }
  }, 180_000);

  it('replaces a dist/ built before the marker existed (it holds the site manifest), and marks it', () => {
    fs.rmSync(path.join(project, 'dist/.quire-output'));
    const { status, output } = runQuire(project, 'build');
    expect(status, output).toBe(0);
    expect(fs.existsSync(path.join(project, 'dist/.quire-output'))).toBe(true);
  }, 180_000);
});
