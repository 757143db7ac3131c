/**
 * `quire build` on a small fixture, as a writer runs it: output layout, bad input stopping the
 * build with a located message while the previous dist/ survives, `ssg: false` and `base`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(root, 'e2e/fixtures/basic');
const workDir = path.join(root, 'e2e/.tmp', `build-${process.pid}`);
const dist = path.join(workDir, 'dist');
const pageA = path.join(workDir, 'docs/en/guide/a.mdx');
const config = path.join(workDir, 'site.config.ts');

const quireBuild = () => runQuire(workDir, 'build');

function withFile(file: string, text: string, run: () => void) {
  const original = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, text);
  try {
    run();
  } finally {
    fs.writeFileSync(file, original);
  }
}

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(fixture, workDir, { recursive: true });
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('quire build', () => {
  it('writes one HTML file per route and 404.html', () => {
    const { status, output } = quireBuild();
    expect(status, output).toBe(0);
    for (const file of ['index.html', 'guide/a.html', 'zh/guide/a.html', '404.html']) {
      expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
    }
    const html = fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8');
    expect(html).toContain('Original text of page A.');
    expect(html).toContain('<link rel="alternate" hreflang="zh" href="/zh/guide/a">');
  });

  it('generates a sidebar for a folder the config does not list', () => {
    const html = fs.readFileSync(path.join(dist, 'tutorial/step.html'), 'utf8');
    const sidebar = html.slice(html.indexOf('q-sidebar'));
    expect(sidebar).toContain('href="/tutorial/"');
    expect(sidebar).toMatch(/aria-current="page"[^>]*><span class="q-sidebar__text">First step</);
  });

  it.each([
    ['an MDX syntax error', '# Page A\n\nSome <div words.\n', /a\.mdx:3:\d+: /],
    ['invalid YAML frontmatter', '---\ntitle: [oops\n---\n\n# Page A\n', /a\.mdx:\d+:\d+: invalid YAML frontmatter/],
    ['a frontmatter field of the wrong type', '---\npageType: foo\n---\n\n# Page A\n', /a\.mdx:2:\d+: frontmatter field "pageType" must be one of/],
    ['a dead internal link', '# Page A\n\nSee [gone](/guide/nope).\n', /a\.mdx:3:5: dead link \/guide\/nope \(no page at this address\)/],
    ['an anchor no heading has', '# Page A\n\n## Real\n\n[x](#unreal)\n', /a\.mdx:5:1: dead link #unreal \(no heading #unreal on this page\)/],
    ['an unknown code language', '# Page A\n\n```klingon\nx\n```\n', /a\.mdx:3:1: unknown code block language "klingon"/],
  ])('stops on %s with file, line and column, and keeps the previous dist', (_name, source, message) => {
    const before = fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8');
    withFile(pageA, source, () => {
      const { status, output } = quireBuild();
      expect(status).not.toBe(0);
      expect(output).toMatch(message);
    });
    expect(fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8')).toBe(before);
  });

  it('names the config field and the reason for an invalid config', () => {
    const source = fs.readFileSync(config, 'utf8');
    withFile(config, source.replace("link: '/guide/a' }]", 'link: 42 }]'), () => {
      const { status, output } = quireBuild();
      expect(status).not.toBe(0);
      expect(output).toContain('invalid config: "themeConfig.nav[0].link" must be a non-empty string (got number)');
    });
  });

  it('with ssg: false writes page shells that the client renders', () => {
    const source = fs.readFileSync(config, 'utf8');
    withFile(config, source.replace("title: 'Fixture',", "title: 'Fixture',\n  ssg: false,"), () => {
      const { status, output } = quireBuild();
      expect(status, output).toBe(0);
      const html = fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8');
      // An empty root that still names the page entry (and its section's sidebar file, which the
      // build writes), so the client renders it fresh.
      const root = /<div id="root" data-page="[^"]+\.mdx?" data-sidebar="(static\/sidebar\/en\.[a-f0-9]{10}\.json)"><\/div>/.exec(html);
      expect(root, html).not.toBeNull();
      expect(JSON.parse(fs.readFileSync(path.join(dist, root?.[1] as string), 'utf8')).items.length).toBeGreaterThan(0);
      expect(html).toContain('<title>Page A | Fixture</title>');
    });
  });

  it('prints the first-load size and fails over the size budget, keeping the previous dist', () => {
    const ok = quireBuild();
    expect(ok.status, ok.output).toBe(0);
    expect(ok.output).toMatch(/first load \(gzip\): JS \d+\.\d KB on every page, heaviest page \d+\.\d KB; CSS \d+\.\d KB/);
    const before = fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8');
    const source = fs.readFileSync(config, 'utf8');
    withFile(config, source.replace("title: 'Fixture',", "title: 'Fixture',\n  budget: { js: 20000 },"), () => {
      const { status, output } = quireBuild();
      expect(status, output).not.toBe(0);
      expect(output).toMatch(/size budget exceeded:\n {2}- first-load JS \(budget\.js\) is [\d.]+ KB, over its budget of 19\.5 KB/);
      expect(fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8')).toBe(before);
    });
  });

  it('applies base to links and assets', () => {
    const source = fs.readFileSync(config, 'utf8');
    withFile(config, source.replace("title: 'Fixture',", "title: 'Fixture',\n  base: '/docs/',"), () => {
      const { status, output } = quireBuild();
      expect(status, output).toBe(0);
      const html = fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8');
      expect(html).toContain('href="/docs/guide/a"');
      expect(html).toMatch(/<script defer src="\/docs\/static\/js\//);
    });
  });
});
