/** The MDX nodes the playground transform adds, each with the estree MDX compiles it from. */
import type { RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';

const literal = (value: string) => ({ type: 'Literal', value, raw: JSON.stringify(value) });

/** `import name from "file"` as an ESM node. */
export function importDefault(name: string, file: string): RootContent {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(file)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: literal(file),
            attributes: [],
          },
        ],
      },
    },
  } as unknown as RootContent;
}

/**
 * `name={{ "dayjs": () => import("dayjs"), … }}`: each module the playground may import, loaded
 * only when its code does, so the page's bundle holds a function per module and not the module.
 */
export function moduleLoadersAttribute(name: string, modules: ReadonlyMap<string, string>): MdxJsxAttribute {
  const entries = [...modules];
  const value = `{${entries.map(([key, from]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(from)})`).join(', ')}}`;
  const expression = {
    type: 'ObjectExpression',
    properties: entries.map(([key, from]) => ({
      type: 'Property',
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
      key: literal(key),
      value: {
        type: 'ArrowFunctionExpression',
        id: null,
        params: [],
        async: false,
        generator: false,
        expression: true,
        body: { type: 'ImportExpression', source: literal(from) },
      },
    })),
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value,
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
    },
  } as MdxJsxAttribute;
}
