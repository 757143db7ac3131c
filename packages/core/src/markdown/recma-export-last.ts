/**
 * Ends the compiled module with `export default MDXContent;` instead of exporting the function
 * where it is declared. The module means the same, and a build can then turn a page that imports
 * nothing into a plain function body by editing its first lines and its last one only
 * (`build/standalone-pages.ts`), without parsing the code again.
 */
import type { ExportDefaultDeclaration, FunctionDeclaration, Program } from 'estree';
import type { Plugin } from 'unified';

export const recmaExportLast: Plugin<[], Program> = () => (tree) => {
  const index = tree.body.findIndex((statement) => statement.type === 'ExportDefaultDeclaration');
  if (index === -1) return;
  const { declaration } = tree.body[index] as ExportDefaultDeclaration;
  if (declaration.type !== 'FunctionDeclaration' || !declaration.id) return;
  const name = declaration.id.name;
  tree.body.splice(index, 1, declaration as FunctionDeclaration);
  tree.body.push({ type: 'ExportDefaultDeclaration', declaration: { type: 'Identifier', name } });
};
