#!/usr/bin/env node
/**
 * Writes a synthetic bilingual documentation tree for the benchmark: the same pages in
 * English (`docs/en`) and Chinese (`docs/zh`), plus `manifest.json` that lists sections and
 * titles so each framework's config can carry the same sidebar.
 *
 * The output depends only on (pages, seed), so every framework and every run sees the same
 * bytes. Pages use only syntax the three frameworks share (CommonMark + GFM tables, `:::tip`,
 * fenced code with `title="…"` and `{1,3-5}`, relative `.md` links) and keep `{` and `<` out of
 * prose, so that a framework reading `.md` as MDX builds them too.
 *
 *   node scripts/bench/gen-docs.mjs --pages 200 --out /tmp/bench-tree [--seed 7]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { EN, ZH } from './vocabulary.mjs';

/**
 * @typedef {{ en: string, zh: string }} Bilingual
 * @typedef {{ slug: string, rel: string, title: Bilingual, seed: number, links: { rel: string, title: Bilingual }[] }} PagePlan
 * @typedef {{ dir: string, title: Bilingual, pages: PagePlan[] }} SectionPlan
 * @typedef {{ pagesPerLang: number, seed: number, sections: SectionPlan[] }} Manifest
 */

/** Section folders and their share of the pages; the index page sits outside them. */
const SECTIONS = [
  { dir: 'guide/intro', weight: 5, title: { en: 'Introduction', zh: '介绍' } },
  { dir: 'guide/usage', weight: 12, title: { en: 'Usage', zh: '使用' } },
  { dir: 'guide/advanced', weight: 9, title: { en: 'Advanced', zh: '进阶' } },
  { dir: 'reference/queue', weight: 7, title: { en: 'Queue options', zh: '队列选项' } },
  { dir: 'reference/worker', weight: 7, title: { en: 'Worker options', zh: 'Worker 选项' } },
  { dir: 'reference/storage', weight: 6, title: { en: 'Storage options', zh: '存储选项' } },
  { dir: 'reference/retry', weight: 5, title: { en: 'Retry options', zh: '重试选项' } },
  { dir: 'integrations', weight: 8, title: { en: 'Integrations', zh: '集成' } },
  { dir: 'api', weight: 8, title: { en: 'API', zh: 'API' } },
  { dir: 'changelog', weight: 4, title: { en: 'Changelog', zh: '更新日志' } },
];

/** Small, fast and seedable (sfc32): `Math.random` would make every tree different. */
export function createRandom(seed) {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ (seed >>> 3);
  let c = 0xb7e15162;
  let d = 1;
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next(); // the first outputs of sfc32 correlate with the seed
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** `count` distinct items in a random order. */
    sample: (list, count) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, count);
    },
  };
}

function hash(text) {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193);
  return h >>> 0;
}

/** Page counts per section by largest remainder, so they add up to exactly `docPages`. */
function share(docPages) {
  const total = SECTIONS.reduce((sum, s) => sum + s.weight, 0);
  const exact = SECTIONS.map((s) => (docPages * s.weight) / total);
  const counts = exact.map(Math.floor);
  const byRemainder = exact.map((v, i) => [v % 1, i]).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  for (let k = 0; counts.reduce((s, n) => s + n, 0) < docPages; k++) counts[byRemainder[k % counts.length][1]] += 1;
  return counts;
}

/** @returns {Manifest} */
export function planTree(pagesPerLang, seed) {
  const random = createRandom(seed);
  const counts = share(Math.max(1, pagesPerLang - 1));
  /** @type {PagePlan[]} */
  const all = [];
  const sections = SECTIONS.map((section, si) => {
    const taken = new Set();
    const pages = [];
    for (let i = 0; i < counts[si]; i++) {
      const topic = random.pick(EN.topics);
      const aspect = random.pick(EN.aspects);
      let slug = `${topic.slug}-${aspect.slug}`;
      if (taken.has(slug)) slug = `${slug}-${i + 1}`;
      taken.add(slug);
      const zhTopic = ZH.topics[EN.topics.indexOf(topic)];
      const zhAspect = ZH.aspects[EN.aspects.indexOf(aspect)];
      const page = {
        slug,
        rel: `${section.dir}/${slug}.md`,
        title: { en: `${topic.text} ${aspect.text}`, zh: `${zhTopic}${zhAspect}` },
        seed: hash(`${section.dir}/${slug}`) ^ seed,
        links: [],
      };
      pages.push(page);
      all.push(page);
    }
    return { dir: section.dir, title: section.title, pages };
  });
  // Two links per page to other pages, chosen once so both languages link the same way.
  for (const [i, page] of all.entries()) {
    if (all.length < 2) break;
    for (let k = 0; k < 2; k++) {
      const to = all[(i + random.int(1, all.length - 1)) % all.length];
      page.links.push({ rel: to.rel, title: to.title });
    }
  }
  return { pagesPerLang, seed, sections };
}

function relativeLink(fromRel, toRel) {
  const link = path.posix.relative(path.posix.dirname(fromRel), toRel);
  return link.startsWith('.') ? link : `./${link}`;
}

/** Sentences until the page has about `words` words (Chinese: CJK characters / 1.7). */
function prose(L, random, words) {
  const paragraphs = [];
  let count = 0;
  while (count < words) {
    const sentences = [];
    const length = random.int(2, 4);
    for (let i = 0; i < length && count < words; i++) {
      const s = L.sentence(random);
      count += L.words(s);
      sentences.push(s);
    }
    paragraphs.push(sentences.join(L.joiner));
  }
  return { paragraphs, count };
}

function codeBlocks(L, random) {
  const concurrency = random.int(2, 32);
  const queue = random.pick(EN.queueNames);
  const blocks = [
    [
      '```ts title="queue.config.ts" {1,4-6}',
      "import { defineQueue } from 'relay-queue';",
      '',
      'export default defineQueue({',
      `  name: '${queue}',`,
      `  concurrency: ${concurrency},`,
      `  retry: { attempts: ${random.int(1, 9)}, backoff: '${random.pick(['fixed', 'linear', 'exponential'])}' },`,
      `  // ${L.codeComment(random)}`,
      `  storage: { driver: '${random.pick(['redis', 'postgres', 'sqlite', 'memory'])}' },`,
      '});',
      '```',
    ],
    [
      '```js title="worker.js" {3}',
      "import { createWorker } from 'relay-queue/worker';",
      '',
      `createWorker('${queue}', async (job) => {`,
      `  const result = await job.${random.pick(['progress', 'log', 'extend', 'heartbeat'])}(${random.int(10, 90)});`,
      '  return { ok: true, id: job.id, result };',
      '});',
      '```',
    ],
    [
      '```bash title="Terminal" {2}',
      `# ${L.shellComment(random)}`,
      `npx relay ${random.pick(['start', 'drain', 'inspect', 'replay'])} --queue ${queue} --workers ${random.int(1, 8)}`,
      '```',
    ],
    [
      '```json title="relay.json" {2-3}',
      '{',
      `  "queue": "${queue}",`,
      `  "timeoutMs": ${random.int(1, 60) * 1000},`,
      `  "priority": ${random.int(0, 9)}`,
      '}',
      '```',
    ],
  ];
  return [blocks[0], ...random.sample(blocks.slice(1), random.int(1, 2))].map((lines) => lines.join('\n'));
}

function optionTable(L, random) {
  const rows = random
    .sample(EN.options, random.int(3, 5))
    .map((o) => `| \`${o.name}\` | \`${o.type}\` | \`${o.default}\` | ${random.pick(L.optionNotes)} |`);
  return [`| ${L.tableHead.join(' | ')} |`, `| ${L.tableHead.map(() => '---').join(' | ')} |`, ...rows].join('\n');
}

/** One doc page in one language; the structure (headings, where blocks go) is shared by both. */
export function renderPage(page, lang) {
  const L = lang === 'en' ? EN : ZH;
  const shape = createRandom(page.seed);
  const random = createRandom(page.seed ^ (lang === 'en' ? 0x5eed : 0xbeef));
  const headingCount = shape.int(4, 8);
  const headings = shape.sample([...EN.headings.keys()], headingCount);
  const levels = headings.map((_, i) => (i > 0 && shape.chance(0.3) ? 3 : 2));
  const codes = codeBlocks(L, random);
  const codeAt = shape.sample([...headings.keys()], codes.length).sort((a, b) => a - b);
  const tableAt = shape.int(0, headingCount - 1);
  const tipAt = shape.int(0, headingCount - 1);
  const linksAt = shape.int(0, headingCount - 1);
  const title = page.title[lang];
  const target = shape.int(400, 800);

  const intro = prose(L, random, 50);
  const out = ['---', `title: ${JSON.stringify(title)}`, `description: ${JSON.stringify(L.describe(title))}`, '---', '', `# ${title}`, ''];
  out.push(...intro.paragraphs.flatMap((p) => [p, '']));
  let written = intro.count;
  let code = 0;
  headings.forEach((h, i) => {
    out.push(`${'#'.repeat(levels[i])} ${L.headings[h]}`, '');
    const text = prose(L, random, Math.max(20, Math.round((target - written) / (headingCount - i))));
    written += text.count;
    out.push(...text.paragraphs.flatMap((p) => [p, '']));
    while (codeAt[code] === i) out.push(L.codeIntro, '', codes[code++], '');
    if (i === tableAt) out.push(optionTable(L, random), '');
    if (i === tipAt) out.push(':::tip', L.sentence(random), ':::', '');
    if (i === linksAt && page.links.length) {
      const links = page.links.map((to) => `[${to.title[lang]}](${relativeLink(page.rel, to.rel)})`);
      out.push(L.seeAlso(links), '');
    }
  });
  return out.join('\n');
}

/** The language's landing page: an ordinary doc page that links to every section's first page. */
function renderIndex(manifest, lang) {
  const L = lang === 'en' ? EN : ZH;
  const title = lang === 'en' ? 'Relay Queue documentation' : 'Relay Queue 文档';
  const lines = ['---', `title: ${JSON.stringify(title)}`, '---', '', `# ${title}`, '', L.welcome, ''];
  for (const section of manifest.sections) {
    if (!section.pages.length) continue;
    lines.push(`- [${section.title[lang]}](./${section.pages[0].rel})`);
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the tree under `outDir` (emptied first) and returns the manifest. */
export function generateDocs({ pages, outDir, seed = 7 }) {
  const manifest = planTree(pages, seed);
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const lang of ['en', 'zh']) {
    const root = path.join(outDir, 'docs', lang);
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(path.join(root, 'index.md'), renderIndex(manifest, lang));
    for (const section of manifest.sections) {
      fs.mkdirSync(path.join(root, section.dir), { recursive: true });
      for (const page of section.pages) fs.writeFileSync(path.join(root, page.rel), renderPage(page, lang));
    }
  }
  fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The page the benchmark weighs and opens: the first one of the largest section. */
export function typicalPage(manifest) {
  const section = [...manifest.sections].sort((a, b) => b.pages.length - a.pages.length)[0];
  return section.pages[0].rel.replace(/\.md$/, '');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { pages: { type: 'string', default: '200' }, out: { type: 'string' }, seed: { type: 'string', default: '7' } },
  });
  if (!values.out) {
    console.error('usage: gen-docs.mjs --pages N --out DIR [--seed S]');
    process.exit(1);
  }
  const manifest = generateDocs({ pages: Number(values.pages), outDir: path.resolve(values.out), seed: Number(values.seed) });
  const count = manifest.sections.reduce((n, s) => n + s.pages.length, 1);
  console.log(`wrote ${count} pages per language (en, zh) to ${path.resolve(values.out)}`);
}
