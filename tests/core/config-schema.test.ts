/**
 * The config schema is the one description of the site config: what users see in their editor
 * (each field's JSDoc, through the types inferred from the schema) and what the checks do.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { userConfigSchema } from '#core/config/schema.ts';
import type { UserConfig } from '#core/config/types.ts';
import { ConfigError, checkPlugins, resolveConfig } from '#core/config/validate.ts';

const root = path.resolve(import.meta.dirname, '../..');
const typesFile = path.join(root, 'packages/core/src/config/types.ts');

interface FieldDoc {
  field: string;
  optional: boolean;
  text: string;
  defaultTag?: string;
}

/**
 * A named type of a library (an Rsbuild config, a unified plugin) or the plugin API, whose fields
 * are not settings of the site; the schema's own inferred types are anonymous.
 */
function isOpaque(type: ts.Type): boolean {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  if (!symbol || symbol.name === '__type' || symbol.name === '__object') return false;
  return symbol.name === 'QuirePlugin' || (symbol.declarations ?? []).some((d) => d.getSourceFile().fileName.includes('/node_modules/'));
}

/** Every field of `UserConfig` as an editor shows it: its path, JSDoc text and `@default` tag. */
function userConfigDocs(): FieldDoc[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'packages/core/tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram([typesFile], parsed?.options ?? {});
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(typesFile);
  if (!source) throw new Error(`no source for ${typesFile}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const userConfig = checker.getExportsOfModule(moduleSymbol as ts.Symbol).find((s) => s.name === 'UserConfig');
  const docs: FieldDoc[] = [];
  const seen = new Set<ts.Type>();
  const walk = (type: ts.Type, at: string) => {
    if (seen.has(type)) return;
    seen.add(type);
    if (type.isUnion()) return type.types.forEach((t) => walk(t, at));
    if (checker.isArrayType(type)) return walk(checker.getTypeArguments(type as ts.TypeReference)[0], `${at}[]`);
    if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length > 0 || isOpaque(type)) return;
    if (checker.getIndexInfosOfType(type).length > 0) {
      for (const info of checker.getIndexInfosOfType(type)) walk(info.type, `${at}[key]`);
      return;
    }
    for (const property of checker.getPropertiesOfType(type)) {
      const field = at ? `${at}.${property.name}` : property.name;
      const tags = property.getJsDocTags(checker);
      const defaultTag = tags.find((t) => t.name === 'default');
      docs.push({
        field,
        optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
        text: ts.displayPartsToString(property.getDocumentationComment(checker)),
        defaultTag: defaultTag && ts.displayPartsToString(defaultTag.text),
      });
      walk(checker.getNonNullableType(checker.getTypeOfSymbol(property)), field);
    }
  };
  walk(checker.getDeclaredTypeOfSymbol(userConfig as ts.Symbol), '');
  return docs;
}

describe('UserConfig as an editor shows it', () => {
  const docs = userConfigDocs();

  test('reaches the nested fields: themeConfig, its locales, nav and sidebar items, the texts', () => {
    // A type met again (the site-wide nav after the per-language one) is walked at its first place only.
    const fields = docs.map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'title',
        'route.exclude',
        'markdown.shiki.langs',
        'themeConfig.socialLinks[].icon',
        'themeConfig.locales[].nav[].link',
        'themeConfig.locales[].nav[].items',
        'themeConfig.locales[].sidebar[key][].collapsed',
        'themeConfig.locales[].prevPageText',
        'themeConfig.locales[].banner.storageKey',
        'themeConfig.hideNavbar',
        'search.searchHooks',
        'translations.checks',
      ]),
    );
    expect(docs.length).toBeGreaterThan(200);
  });

  test('every field has JSDoc, and every optional one a @default', () => {
    expect(docs.filter((d) => !d.text.trim()).map((d) => d.field)).toEqual([]);
    expect(docs.filter((d) => d.optional && !d.defaultTag).map((d) => d.field)).toEqual([]);
  });

  test("the @default of a field the schema fills in is the schema's default", () => {
    const defaults = schemaDefaults(userConfigSchema, '');
    expect(defaults.length).toBeGreaterThan(15);
    const tagOf = new Map(docs.map((d) => [d.field, d.defaultTag]));
    for (const { field, value } of defaults) {
      expect(tagOf.get(field), field).toBe(typeof value === 'string' ? `'${value}'` : JSON.stringify(value));
    }
  });
});

/** What the test reads of a valibot schema: an object's fields, a wrapper's schema, a pipe's steps, a default. */
interface SchemaParts {
  entries?: Record<string, SchemaParts>;
  wrapped?: SchemaParts;
  pipe?: readonly SchemaParts[];
  default?: unknown;
}

/** The schema's own defaults that are plain values (not `{}` or `[]`), with their field paths. */
function schemaDefaults(schema: object, at: string): Array<{ field: string; value: unknown }> {
  const found: Array<{ field: string; value: unknown }> = [];
  for (const [name, entry] of Object.entries(entriesOf(schema))) {
    const field = at ? `${at}.${name}` : name;
    const value = entry.default;
    if (value !== null && ['string', 'number', 'boolean'].includes(typeof value)) found.push({ field, value });
    found.push(...schemaDefaults(entry, field));
  }
  return found;
}

/** The fields of an object schema, through `optional` and `pipe`; none for other schemas. */
function entriesOf(object: object): Record<string, SchemaParts> {
  const schema: SchemaParts = object;
  if (schema.entries) return schema.entries;
  if (schema.wrapped) return entriesOf(schema.wrapped);
  const objectStep = schema.pipe?.find((step) => step.entries);
  return objectStep ? entriesOf(objectStep) : {};
}

function configError(user: unknown): ConfigError {
  try {
    resolveConfig(user as UserConfig);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected resolveConfig to throw');
}

describe('the checks the schema makes', () => {
  const nav = [
    { text: 'A', link: '/a' },
    { text: 'B', items: [{ text: 'B1', link: '/b1' }] },
    { text: 'C', link: 3 },
  ];

  test.each<[string, unknown, string]>([
    [
      'a wrong type deep in themeConfig',
      { themeConfig: { nav } },
      'invalid config: "themeConfig.nav[2].link" must be a non-empty string (got number)',
    ],
    [
      'a typo reported before the field it leaves missing',
      { themeConfig: { sidebar: { '/': [{ txt: 'A', link: '/a' }] } } },
      'invalid config: "themeConfig.sidebar["/"][0].txt" is not a known field; did you mean "text"?',
    ],
    ['an array where an object belongs', { route: [] }, 'invalid config: "route" must be an object (got array)'],
    ['an array for a nested object', { themeConfig: { editLink: [] } }, 'invalid config: "themeConfig.editLink" must be an object (got array)'],
    ['a plugin that is no object', { plugins: ['reading-time'] }, 'invalid config: "plugins[0]" must be an object (got string)'],
    [
      'a plugin part misspelled',
      { plugins: [{ name: 'p', beforBuild: () => {} }] },
      'invalid config: "plugins[0].beforBuild" is not a known field; did you mean "beforeBuild"?',
    ],
    ['builderConfig that is no object', { builderConfig: 'rsbuild.config.ts' }, 'invalid config: "builderConfig" must be an object (got string)'],
    [
      'a feed whose match is no expression',
      { feeds: [{ id: 'n', title: 'N', match: '(' }] },
      'invalid config: "feeds[0].match" must be a valid regular expression (got "(")',
    ],
    ['siteUrl without a scheme', { siteUrl: 'example.com' }, 'invalid config: "siteUrl" must be an absolute http(s) address (got "example.com")'],
    [
      'the same plugin twice',
      { plugins: [{ name: 'p' }, { name: 'p' }] },
      'invalid config: "plugins[1].name" repeats the plugin "p" (each plugin runs once)',
    ],
  ])('%s', (_name, user, message) => {
    expect(configError(user).message).toBe(message);
  });

  test('the plugins, checked before their config hooks run, get the same messages', () => {
    expect(() => checkPlugins(42)).toThrow('invalid config: "config" must be an object (got number)');
    expect(() => checkPlugins({ plugins: { name: 'p' } })).toThrow('invalid config: "plugins" must be an array (got object)');
    expect(() => checkPlugins({ plugins: [{ name: 'p', config: {} }] })).toThrow(
      'invalid config: "plugins[0].config" must be a function (got object)',
    );
    expect(checkPlugins({ title: 'T' })).toEqual([]);
  });

  test("plugins, Rsbuild plugins and shiki's objects pass as given: a class keeps its methods and private fields", () => {
    class Transformer {
      readonly name = 'marks';
      #marked = 0;
      line() {
        return ++this.#marked;
      }
    }
    class RsbuildPlugin {
      readonly name = 'rsbuild-x';
      #options = { on: true };
      setup() {
        return this.#options.on;
      }
    }
    const transformer = new Transformer();
    const rsbuildPlugin = new RsbuildPlugin();
    const plugin = { name: 'p', builderPlugins: [rsbuildPlugin] };
    const grammar = { name: 'x', scopeName: 'source.x', patterns: [], repository: {} };
    const { extensions } = resolveConfig({
      plugins: [plugin],
      markdown: { shiki: { langs: [grammar], transformers: [transformer] } },
    } as unknown as UserConfig);
    expect(extensions.plugins[0]).toBe(plugin);
    expect(extensions.builderConfigs[0].plugins?.[0]).toBe(rsbuildPlugin);
    expect(extensions.markdown.shiki.transformers[0]).toBe(transformer);
    expect(extensions.markdown.shiki.langs[0]).toBe(grammar);
  });

  test('builderConfig stays opaque: any object passes as given', () => {
    const builderConfig = { tools: { rspack: () => {} }, anything: { deep: [1] } };
    expect(resolveConfig({ builderConfig } as UserConfig).extensions.builderConfigs).toEqual([builderConfig]);
  });
});

describe('the resolved config has every default', () => {
  test('an empty config', () => {
    const { extensions, ...config } = resolveConfig({});
    expect(extensions.plugins).toEqual([]);
    expect(config).toEqual({
      title: 'Docs',
      description: '',
      lang: 'en',
      locales: [{ lang: 'en', label: 'en' }],
      langs: ['en'],
      base: '/',
      root: 'docs',
      outDir: 'dist',
      emptyOutDir: false,
      route: { exclude: [] },
      multiVersion: { default: '', versions: [] },
      ssg: true,
      themeConfig: {},
      markdown: {
        showLineNumbers: false,
        defaultWrapCode: false,
        format: 'detect',
        allowInlineScripts: false,
        strictCodeMeta: false,
        allowCodeFilesFrom: [],
      },
      redirects: [],
      search: { mode: 'local', versioned: true },
      linkCheck: 'error',
      orphanPages: 'warn',
      cache: true,
      renderTimeout: 60_000,
      compileTimeout: 60_000,
      budget: {},
      translations: { report: 'warn', sourceLang: 'en', checks: ['missing', 'structure', 'stale'], exclude: [] },
      feeds: [],
      head: [],
      themeDir: 'theme',
    });
  });

  test('defaults fill in beside the fields given, and two configs share no default list', () => {
    const a = resolveConfig({ route: {}, markdown: { showLineNumbers: true } });
    expect(a.route).toEqual({ exclude: [] });
    expect(a.markdown).toEqual({
      showLineNumbers: true,
      defaultWrapCode: false,
      format: 'detect',
      allowInlineScripts: false,
      strictCodeMeta: false,
      allowCodeFilesFrom: [],
    });
    a.route.exclude.push('drafts/**');
    expect(resolveConfig({}).route.exclude).toEqual([]);
    a.markdown.allowCodeFilesFrom.push('/elsewhere');
    expect(resolveConfig({}).markdown.allowCodeFilesFrom).toEqual([]);
  });
});
