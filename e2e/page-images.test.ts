/**
 * Images beside a page, through the real CLI on a site served under `/docs/`: each is published
 * under a name made from its bytes and the page (HTML and Markdown copy) points at it; an image
 * edited alone renames it in the next build, with the caches on, whether its page skips the
 * bundler or not (the bundle taken from the cache brings its own images back); the old file leaves
 * `dist/`; the same content builds to the same bytes; and the image zooms in a browser.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '@quire/core';
import { collectErrors, useBrowser, waitForReady } from './browser';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `images-${process.pid}`);
const docs = path.join(workDir, 'docs');
const dist = path.join(workDir, 'dist');

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real PNG of one colour, so the browser decodes it and the zoom attaches. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const DIAGRAM = png(40, 20, [200, 40, 40]);
const CHART = png(30, 30, [40, 40, 200]);
const PART = png(10, 10, [90, 90, 90]);

const build = () => runQuire(workDir, 'build');
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
const publishedImages = () => fs.readdirSync(path.join(dist, 'static/image')).sort();

/** Every file of dist/ and its bytes, to compare two builds. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) files.set(path.relative(dist, file), fs.readFileSync(file).toString('base64'));
  }
  return files;
}

/** The one published file for `name`, checked to hold `bytes`. */
function published(name: string, bytes: Buffer): string {
  const found = publishedImages().filter((f) => f.startsWith(`${name}.`));
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(new RegExp(`^${name}\\.[0-9a-f]{8}\\.png$`));
  expect(fs.readFileSync(path.join(dist, 'static/image', found[0])).equals(bytes)).toBe(true);
  return `/docs/static/image/${found[0]}`;
}

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  const config = path.join(workDir, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Fixture',", "title: 'Fixture',\n  base: '/docs/',"));
  // A page that skips the bundler, and one bundled for its export, each with an image beside it.
  fs.writeFileSync(
    path.join(docs, 'en/guide/pictured.mdx'),
    '---\norphan: true\n---\n\n# Pictured\n\n![Diagram](./diagram.png)\n\n<img src="./diagram.png" alt="Again" width="40" />\n',
  );
  // The bundled page also shows a module of its own (not inlined as a fragment) with its own image:
  // only the bundler compiles that one.
  fs.writeFileSync(
    path.join(docs, 'en/guide/bundled.mdx'),
    "---\norphan: true\n---\n\nimport * as Parts from '../shared/parts.mdx';\n\n# Bundled\n\n![Chart](./chart.png)\n\n<Parts.default />\n",
  );
  fs.mkdirSync(path.join(docs, 'en/shared'));
  fs.writeFileSync(path.join(docs, 'en/shared/parts.mdx'), '![Part](./part.png)\n');
  fs.writeFileSync(path.join(docs, 'en/shared/part.png'), PART);
  fs.writeFileSync(path.join(docs, 'en/guide/diagram.png'), DIAGRAM);
  fs.writeFileSync(path.join(docs, 'en/guide/chart.png'), CHART);
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('images beside a page', () => {
  let first: Map<string, string>;
  let diagramUrl = '';

  it('publishes each image under a name from its bytes, under the base, and points the page and its Markdown copy at it', () => {
    const { status, output } = build();
    expect(status, output).toBe(0);
    diagramUrl = published('diagram', DIAGRAM);
    const chartUrl = published('chart', CHART);
    const html = read('guide/pictured.html');
    expect(html).toContain(`<img src="${diagramUrl}" alt="Diagram"/>`);
    expect(html).toContain(`<img src="${diagramUrl}" alt="Again" width="40"/>`);
    expect(html).not.toContain('./diagram.png');
    expect(read('guide/bundled.html')).toContain(`<img src="${chartUrl}" alt="Chart"/>`);
    expect(read('guide/bundled.html')).toContain(`<img src="${published('part', PART)}" alt="Part"/>`);
    expect(read('guide/pictured.md')).toContain(`![Diagram](${diagramUrl})`);
    expect(read('guide/pictured.md')).toContain(`<img src="${diagramUrl}" alt="Again" width="40" />`);
    expect(read('llms-full.txt')).toContain(`![Chart](${chartUrl})`);
    first = snapshot();
  }, 300_000);

  it('renames an image edited alone, from the caches too, and leaves no old file in dist/', () => {
    const oldChart = published('chart', CHART);
    const part = published('part', PART);
    // The standalone page's image: the bundle comes from the bundle cache, with the chart it published.
    const diagram2 = png(40, 20, [40, 200, 40]);
    fs.writeFileSync(path.join(docs, 'en/guide/diagram.png'), diagram2);
    let run = build();
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain('reused from .quire/cache/bundle');
    const newDiagram = published('diagram', diagram2);
    expect(newDiagram).not.toBe(diagramUrl);
    expect(read('guide/pictured.html')).toContain(`<img src="${newDiagram}" alt="Diagram"/>`);
    expect(read('guide/pictured.md')).toContain(`![Diagram](${newDiagram})`);
    expect(published('chart', CHART)).toBe(oldChart);
    expect(published('part', PART)).toBe(part);
    expect(publishedImages()).toHaveLength(3);

    // The bundled page's image: bundled again, under its new name.
    const chart2 = png(30, 30, [200, 200, 40]);
    fs.writeFileSync(path.join(docs, 'en/guide/chart.png'), chart2);
    run = build();
    expect(run.status, run.output).toBe(0);
    const newChart = published('chart', chart2);
    expect(newChart).not.toBe(oldChart);
    expect(read('guide/bundled.html')).toContain(`<img src="${newChart}" alt="Chart"/>`);
    expect(published('part', PART)).toBe(part);
    expect(publishedImages()).toHaveLength(3);
  }, 600_000);

  it('builds the same content to the same bytes', () => {
    fs.writeFileSync(path.join(docs, 'en/guide/diagram.png'), DIAGRAM);
    fs.writeFileSync(path.join(docs, 'en/guide/chart.png'), CHART);
    const { status, output } = build();
    expect(status, output).toBe(0);
    const again = snapshot();
    expect([...again.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [file, bytes] of first) expect(again.get(file) === bytes, file).toBe(true);
  }, 300_000);

  describe('in a browser', () => {
    const browser = useBrowser();
    let server: http.Server;
    let site = '';
    beforeAll(async () => {
      const handler = createStaticHandler(dist, '/docs/');
      // The fixture has no favicon; the browser's request for one is not the page's error.
      server = http.createServer((req, res) => (req.url === '/favicon.ico' ? res.writeHead(204).end() : handler(req, res)));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      site = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('loads the published image and zooms it on a click', async () => {
      const page = await browser().newPage();
      const errors = collectErrors(page);
      await page.goto(`${site}/docs/guide/pictured`);
      await waitForReady(page);
      const image = page.locator('article img[alt="Diagram"]');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
      await expect.poll(() => image.getAttribute('class')).toContain('medium-zoom-image');
      await image.click();
      await expect.poll(() => page.locator('.medium-zoom-image--opened').count()).toBe(1);
      expect(await page.locator('.medium-zoom-overlay').count()).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    });
  });
});
