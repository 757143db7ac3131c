/**
 * Turns each previewed code block into `<Preview>` around the block, which Quire then highlights,
 * and the demo: imported and rendered in place (`internal`), or the address of its iframe page.
 */
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { type CodeTransform, type DemoModule, demoModule, pageDemoId } from './demo-source.js';
import { importDefault } from './mdx-import.js';
import { type PreviewMetaDefaults, previewChoice } from './preview-meta.js';

export interface RemarkPreviewOptions extends PreviewMetaDefaults {
  previewLanguages: readonly string[];
  previewCodeTransform: CodeTransform;
  /** The docs folder and the project folder, as the config gives them. */
  roots: () => { docsRoot: string; projectRoot: string };
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** Where an iframe page of the plugin lives (`addPages`): under `/_demo/`, as in Rspress. */
export const demoRoute = (id: string): string => `/_demo/${id}`;

export const remarkPreview: Plugin<[RemarkPreviewOptions], Root> = (options) => (tree, file) => {
  const { docsRoot, projectRoot } = options.roots();
  const place = { pageFile: file.path, docsRoot, projectRoot };
  const imports = new Map<string, RootContent>();
  let fixedShown = false;
  visit(tree, 'code', (node: Code, index, parent) => {
    if (!parent || index === undefined || !node.lang || !options.previewLanguages.includes(node.lang)) return;
    const choice = previewChoice(node.meta, options);
    if (choice.kind === 'pure') return;
    if (choice.kind === 'error') file.fail(choice.reason, node);
    const demo: DemoModule | undefined = demoModule({ lang: node.lang, value: node.value, meta: node.meta }, place, options.previewCodeTransform);
    if (!demo) return;
    const mode = choice.kind === 'preview' ? choice.mode : 'internal';
    const children: MdxJsxFlowElement['children'] = [node];
    const attributes = [attribute('previewMode', mode), attribute('demoId', demo.id)];
    if (mode === 'internal') {
      const name = `QuirePreviewDemo_${demo.id}`;
      if (!imports.has(name)) imports.set(name, importDefault(name, demo.file));
      children.push({ type: 'mdxJsxFlowElement', name, attributes: [], children: [] });
    } else if (mode === 'iframe-follow') {
      attributes.push(attribute('src', demoRoute(demo.id)));
    } else if (!fixedShown) {
      // One device beside the page shows all of the page's fixed demos, as in Rspress.
      fixedShown = true;
      attributes.push(attribute('src', demoRoute(pageDemoId(file.path, projectRoot))));
    }
    const preview: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: 'Preview', attributes, children, position: node.position };
    parent.children[index] = preview;
    return 'skip';
  });
  tree.children.unshift(...imports.values());
};
