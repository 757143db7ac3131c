/** Images beside a page: published under a name from their bytes, the page pointing at that address. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { compileMdx } from '#core/markdown/compile.ts';
import { markdownCopy } from '#core/outputs/markdown-copy.ts';
import { publishedImageFile, publishedImageUrl } from '#core/markdown/remark-page-images.ts';
import { notAnImage } from '#core/utils/image-file.ts';
import { imageBesidePage, isBesidePage } from '#core/utils/url-path.ts';
import { rejection, renderCompiled } from './helpers/mdx.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const OTHER_PNG = Buffer.from('89504e470d0a1a0a0000000d49484453', 'hex');

describe('publishedImageFile', () => {
  test('names the file by its bytes under static/image/, keeping only URL-safe characters of its name', () => {
    const file = publishedImageFile('/site/docs/en/guide/diagram.png', PNG);
    expect(file).toMatch(/^static\/image\/diagram\.[0-9a-f]{8}\.png$/);
    expect(publishedImageFile('/elsewhere/diagram.png', PNG)).toBe(file);
    expect(publishedImageFile('/site/diagram.png', OTHER_PNG)).not.toBe(file);
    expect(publishedImageFile('/site/my diagram (v2).PNG', PNG)).toMatch(/^static\/image\/my-diagram-v2\.[0-9a-f]{8}\.PNG$/);
    expect(publishedImageFile('/site/图.svg', PNG)).toMatch(/^static\/image\/image\.[0-9a-f]{8}\.svg$/);
    expect(publishedImageFile('/site/README', PNG)).toMatch(/^static\/image\/README\.[0-9a-f]{8}$/);
  });

  test('is addressed under the base, with the query and fragment written after the file', () => {
    expect(publishedImageUrl('static/image/a.12345678.svg', '', '/')).toBe('/static/image/a.12345678.svg');
    expect(publishedImageUrl('static/image/a.12345678.svg', '#icon', '/docs/')).toBe('/docs/static/image/a.12345678.svg#icon');
  });
});

describe('imageBesidePage', () => {
  test.each([
    ['./diagram.png', 'docs/en/guide/x.mdx', 'docs/en/guide/diagram.png'],
    ['diagram.png?v=2#a', 'docs/en/guide/x.mdx', 'docs/en/guide/diagram.png'],
    ['../img/a%20b.png', 'docs/en/guide/x.mdx', 'docs/en/img/a b.png'],
    // Nothing climbs above the project: extra `..` stop at its folder, as a browser's stop at the root.
    ['../../../../../../etc/passwd', 'docs/en/guide/x.mdx', 'etc/passwd'],
    ['./%2e%2e/x.png', 'docs/en/guide/x.mdx', 'docs/en/x.png'],
    ['./a%2fb.png', 'docs/en/guide/x.mdx', undefined],
    ['../../../', 'docs/en/guide/x.mdx', undefined],
  ])('%s from %s', (url, page, expected) => {
    expect(imageBesidePage(url, page)).toBe(expected);
  });

  test.each([
    ['./a.png', true],
    ['img/a.png', true],
    ['/logo.png', false],
    ['https://example.com/a.png', false],
    ['//cdn.example.com/a.png', false],
    ['data:image/gif;base64,R0lGOD', false],
    ['#x', false],
    ['', false],
  ])('isBesidePage(%s) is %s', (url, expected) => {
    expect(isBesidePage(url)).toBe(expected);
  });
});

describe('images beside a page, compiled', () => {
  let project: string;
  const page = 'docs/en/guide/x.mdx';

  beforeEach(async () => {
    project = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-images-'));
    await fs.mkdir(path.join(project, 'docs/en/guide'), { recursive: true });
    await fs.writeFile(path.join(project, 'docs/en/guide/diagram.png'), PNG);
  });
  afterEach(async () => {
    await fs.rm(project, { recursive: true, force: true });
  });

  const compilePage = (source: string, base?: string) =>
    compileMdx(source, {
      filePath: page,
      relativePath: 'en/guide/x.mdx',
      projectRoot: project,
      lang: 'en',
      langs: ['en'],
      defaultLang: 'en',
      base,
    });

  test('an image too large to read fails at the line that names it, naming the image', async () => {
    // Sparse: past the 2 GiB that one read can give, without taking the space.
    await fs.truncate(path.join(project, 'docs/en/guide/diagram.png'), 3 * 1024 ** 3);
    await expect(compilePage('# X\n\nText.\n\n![Diagram](./diagram.png)\n')).rejects.toThrow(
      /^docs\/en\/guide\/x\.mdx:5:1: image docs\/en\/guide\/diagram\.png cannot be read: File size \(3221225472\) is greater than 2 GiB$/,
    );
  });

  test('rewrites Markdown, <img> and reference images to the published file under the base, and lists the file', async () => {
    const source = [
      '# X',
      '',
      '![Diagram](./diagram.png)',
      '',
      '<img src="./diagram.png#part" alt="Inline" />',
      '',
      '![Ref][d]',
      '',
      '[d]: diagram.png',
      '',
      '![Public](/logo.png) ![Remote](https://example.com/a.png) ![Based](/docs/logo.png) ![Host](//cdn.example.com/a.png)',
      '',
      '`./diagram.png` stays text.',
      '',
    ].join('\n');
    const compiled = await compilePage(source, '/docs/');
    const published = publishedImageFile('diagram.png', PNG);
    const url = `/docs/${published}`;
    expect(compiled.images).toEqual([{ source: path.join(project, 'docs/en/guide/diagram.png'), file: published }]);
    expect(compiled.dependencies).toEqual([path.join(project, 'docs/en/guide/diagram.png')]);
    const html = await renderCompiled(compiled.code);
    expect(html).toContain(`<img src="${url}" alt="Diagram"/>`);
    expect(html).toContain(`<img src="${url}#part" alt="Inline"/>`);
    expect(html).toContain(`<img src="${url}" alt="Ref"/>`);
    // A public file written from the site's root is served under the base, as in Rspress.
    expect(html).toContain('<img src="/docs/logo.png" alt="Public"/>');
    expect(html).toContain('<img src="/docs/logo.png" alt="Based"/>');
    expect(html).toContain('<img src="//cdn.example.com/a.png" alt="Host"/>');
    expect(html).toContain('<img src="https://example.com/a.png" alt="Remote"/>');
    expect(html).toContain('<code>./diagram.png</code>');
    // The link check still sees the address as written, and resolves it to the same file.
    expect(compiled.links.filter((l) => l.kind === 'image').map((l) => l.url)).toEqual(expect.arrayContaining(['./diagram.png', '/logo.png']));
  });

  test('leaves a missing image as written for the link check, still naming the file it depends on', async () => {
    const compiled = await compilePage('![Gone](./gone.png)\n');
    expect(compiled.images).toEqual([]);
    expect(compiled.dependencies).toEqual([path.join(project, 'docs/en/guide/gone.png')]);
    expect(await renderCompiled(compiled.code)).toContain('<img src="./gone.png" alt="Gone"/>');
  });

  test.each([
    ['<img src="../../../.env" />', '.env', 'SECRET=1\n', '3:1: image ../../../.env: .env is a dotfile, which is never published'],
    [
      'Text ![](../../../site.config.ts)',
      'site.config.ts',
      'export default {};\n',
      '3:6: image ../../../site.config.ts: site.config.ts is not an image',
    ],
    [
      '![Fake](./fake.png)',
      'docs/en/guide/fake.png',
      'SECRET=1\n',
      '3:1: image ./fake.png: docs/en/guide/fake.png is named .png but does not hold a PNG image',
    ],
    ['![Git](../../../.git/logo.png)', '.git/logo.png', PNG, '3:1: image ../../../.git/logo.png: .git/logo.png is in a dot folder (.git)'],
  ])('refuses %s, a file that is no image, at its place', async (markup, file, bytes, message) => {
    await fs.mkdir(path.dirname(path.join(project, file)), { recursive: true });
    await fs.writeFile(path.join(project, file), bytes);
    const error = await rejection(compilePage(`# X\n\n${markup}\n`));
    expect(error.message).toContain(`${page}:${message}`);
  });

  test('refuses an image that is a symbolic link out of the project, at its place', async () => {
    const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-outside-'));
    try {
      await fs.writeFile(path.join(outside, 'secret.png'), PNG);
      await fs.symlink(path.join(outside, 'secret.png'), path.join(project, 'docs/en/guide/leak.png'));
      const error = await rejection(compilePage('# X\n\nText ![Leak](./leak.png)\n'));
      expect(error.message).toMatch(new RegExp(`^${page}:3:6: image .*leak\\.png is outside the project \\(a symbolic link to .*secret\\.png\\)`));
    } finally {
      await fs.rm(outside, { recursive: true, force: true });
    }
  });
});

describe('what may be published as an image', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
  test.each([
    ['docs/a.png', PNG, undefined],
    ['docs/a.PNG', PNG, undefined],
    ['docs/a.jpg', Buffer.from('ffd8ffe000104a464946', 'hex'), undefined],
    ['docs/a.gif', Buffer.from('GIF89a\x01\x00', 'latin1'), undefined],
    ['docs/a.webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), undefined],
    ['docs/a.avif', Buffer.from('\x00\x00\x00\x1cftypavif', 'latin1'), undefined],
    ['docs/a.ico', Buffer.from([0, 0, 1, 0, 1, 0]), undefined],
    ['docs/a.bmp', Buffer.from('BM\x00\x00', 'latin1'), undefined],
    ['docs/a.svg', Buffer.from(svg), undefined],
    ['docs/b.svg', Buffer.from(`\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n${svg}`), undefined],
    ['.env', Buffer.from('SECRET=1\n'), 'is a dotfile, which is never published'],
    ['docs/.hidden.png', PNG, 'is a dotfile, which is never published'],
    ['.git/objects/a.png', PNG, 'is in a dot folder (.git), which is never published'],
    [
      'site.config.ts',
      Buffer.from('export default {}'),
      'is not an image (an image file ends in .apng, .avif, .bmp, .gif, .ico, .jpeg, .jpg, .png, .svg, .webp)',
    ],
    ['docs/README', Buffer.from('text'), 'is not an image (an image file ends in .apng, .avif, .bmp, .gif, .ico, .jpeg, .jpg, .png, .svg, .webp)'],
    ['docs/secret.png', Buffer.from('SECRET=1\n'), 'is named .png but does not hold a PNG image'],
    ['docs/a.jpg', PNG, 'is named .jpg but does not hold a JPG image'],
    ['docs/page.svg', Buffer.from('<html><svg></svg></html>'), 'is named .svg but does not hold SVG text'],
    ['docs/binary.svg', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe]), 'is named .svg but does not hold SVG text'],
  ])('%s: %s', (file, bytes, reason) => {
    expect(notAnImage(file, bytes)).toBe(reason);
  });

  test('a long run of spaces before no <svg> is refused at once', () => {
    const started = performance.now();
    expect(notAnImage('a.svg', Buffer.from(`${' '.repeat(60_000)}<html>`))).toBe('is named .svg but does not hold SVG text');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('images in the Markdown copy', () => {
  test('point where the images are published, outside code blocks only', () => {
    const source = [
      '# X',
      '',
      '![Diagram](./diagram.png "Title") ![Public](/logo.png)',
      '',
      '<img src="./diagram.png#part" alt="" />',
      '',
      '![Ref][d]',
      '',
      '[d]: ./diagram.png',
      '',
      '```md',
      '![Diagram](./diagram.png)',
      '```',
      '',
    ].join('\n');
    const imageUrl = (url: string) => (url.startsWith('./diagram.png') ? `/static/image/diagram.12345678.png${url.slice(13)}` : undefined);
    const copy = markdownCopy(source, '/site/docs/en/x.mdx', { projectRoot: '/site', sourceText: 'Source', imageUrl });
    expect(copy).toBe(
      [
        '# X',
        '',
        '![Diagram](/static/image/diagram.12345678.png "Title") ![Public](/logo.png)',
        '',
        '<img src="/static/image/diagram.12345678.png#part" alt="" />',
        '',
        '![Ref][d]',
        '',
        '[d]: /static/image/diagram.12345678.png',
        '',
        '```md',
        '![Diagram](./diagram.png)',
        '```',
        '',
      ].join('\n'),
    );
  });
});
