/** `import name from "file"` as an MDX ESM node, with the estree MDX compiles it from. */
import type { RootContent } from 'mdast';

export function importDefault(name: string, file: string): RootContent {
  const source = JSON.stringify(file);
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: file, raw: source },
            attributes: [],
          },
        ],
      },
    },
  } as unknown as RootContent;
}
