/**
 * The pages the iframes show (`addPages`): one per `iframe-follow` demo and one per page of
 * `iframe-fixed` demos, each a blank page that renders its demos alone. Found by reading the
 * docs themselves, so they exist before any page compiles, whatever the compile cache holds.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AdditionalPage } from '@quire/core/config';
import type { Code, Heading, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { type CodeTransform, type DemoModule, demoModule, pageDemoId } from './demo-source.js';
import { type PreviewMetaDefaults, previewChoice } from './preview-meta.js';
import { demoRoute } from './remark-preview.js';

export interface IframePageOptions extends PreviewMetaDefaults {
  previewLanguages: readonly string[];
  previewCodeTransform: CodeTransform;
  docsRoot: string;
  projectRoot: string;
}

function contentFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (entry.name === 'node_modules' || entry.name === 'public') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...contentFiles(full));
    else if (/\.mdx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** A blank page that renders `demos` one after the other, under a bar with the page's title. */
function demoPage(routePath: string, title: string, demos: DemoModule[]): AdditionalPage {
  const imports = demos.map((d, i) => `import Demo${i} from ${JSON.stringify(d.file)};`).join('\n');
  const bar = title ? `<div className="q-preview-frame__bar">{${JSON.stringify(title)}}</div>\n\n` : '';
  const body = demos.map((_, i) => `<Demo${i} />`).join('\n\n');
  return {
    routePath,
    content: `---\npageType: blank\nsearch: false\norphan: true\ntitle: ${JSON.stringify(title || 'Demo')}\n---\n\n${imports}\n\n<div className="q-preview-frame">\n\n${bar}${body}\n\n</div>\n`,
  };
}

function titleOf(tree: Root, file: string): string {
  let title = '';
  visit(tree, 'heading', (node: Heading) => {
    if (title || node.depth !== 1) return;
    title = node.children.map((c) => ('value' in c ? c.value : '')).join('');
  });
  return title || path.basename(file).replace(/\.mdx?$/, '');
}

export function iframePages(options: IframePageOptions): AdditionalPage[] {
  const pages = new Map<string, AdditionalPage>();
  const parser = unified().use(remarkParse);
  for (const file of contentFiles(options.docsRoot)) {
    const tree = parser.parse(fs.readFileSync(file, 'utf8')) as Root;
    const place = { pageFile: file, docsRoot: options.docsRoot, projectRoot: options.projectRoot };
    const fixed: DemoModule[] = [];
    visit(tree, 'code', (node: Code) => {
      if (!node.lang || !options.previewLanguages.includes(node.lang)) return;
      const choice = previewChoice(node.meta, options);
      if (choice.kind !== 'preview' || choice.mode === 'internal') return;
      const demo = demoModule({ lang: node.lang, value: node.value, meta: node.meta }, place, options.previewCodeTransform);
      if (!demo) return;
      if (choice.mode === 'iframe-fixed') fixed.push(demo);
      else pages.set(demo.id, demoPage(demoRoute(demo.id), '', [demo]));
    });
    if (fixed.length) {
      const id = pageDemoId(file, options.projectRoot);
      pages.set(id, demoPage(demoRoute(id), titleOf(tree, file), fixed));
    }
  }
  return [...pages.values()];
}
