/**
 * Reads every field of a config type the way an editor shows it: its dotted path, its type, and
 * the JSDoc the schema files give it (text, `@default`, `@example`), walking the type with the
 * TypeScript checker. Objects declared in Quire's own packages are entered; a library's types
 * (Rsbuild, shiki, unified) and the types named in `STOP_AT` are shown by name only.
 */
import path from 'node:path';
import ts from 'typescript';

export interface ConfigField {
  /** Dotted path, `[]` for an array's items: `themeConfig.locales[].lang`. */
  path: string;
  type: string;
  optional: boolean;
  description: string;
  /** The `@default` tag as written; undefined for a required field. */
  defaultText?: string;
  example?: string;
  /** The path this field was first documented at, when the same declaration is reached again. */
  sameAs?: string;
}

/** Types whose fields are documented elsewhere: the plugin API has its own section in FRAMEWORK.md. */
const STOP_AT = new Set(['QuirePlugin']);

export class ConfigDocError extends Error {}

/** Every field of `rootType`, exported by `entry`, depth first in declaration order. */
export function readConfigFields(entry: string, rootType: string, ownFolder: string): ConfigField[] {
  const program = ts.createProgram([entry], {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const exported = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === rootType);
  if (!exported) throw new ConfigDocError(`${entry} does not export ${rootType}`);

  const isOwn = (decl: ts.Declaration) => {
    const file = path.resolve(decl.getSourceFile().fileName);
    return file.startsWith(ownFolder) && !file.includes(`${path.sep}node_modules${path.sep}`);
  };
  /** An object type whose fields belong in the reference. */
  const isEntered = (type: ts.Type) => {
    if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length > 0) return false;
    const name = (type.aliasSymbol ?? type.symbol)?.name;
    if (name && STOP_AT.has(name)) return false;
    // The schema's objects are mapped types declared by Valibot: their fields tell whose they are.
    return type.getProperties().some((property) => property.declarations?.some(isOwn));
  };

  /** A type as the reference shows it: an object whose fields follow as `object`, any other type as TypeScript writes it. */
  const typeText = (type: ts.Type): string => {
    if (type.isUnion() && type.types.some((part) => isEntered(part) || checker.isArrayType(part))) {
      const parts = type.types.map(typeText);
      // TypeScript splits `boolean` into its two literals.
      return [...new Set(parts)].join(' | ');
    }
    if (isEntered(type)) return 'object';
    if (checker.isArrayType(type)) {
      const item = checker.getTypeArguments(type as ts.TypeReference)[0];
      const text = typeText(item);
      return text.includes(' | ') ? `(${text})[]` : `${text}[]`;
    }
    return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType);
  };

  const found: Array<{ field: ConfigField; decl?: ts.Declaration }> = [];
  const open = new Set<ts.Type>();
  const walk = (type: ts.Type, prefix: string): void => {
    if (open.has(type)) return;
    open.add(type);
    for (const property of type.getProperties()) {
      const decl = property.declarations?.[0];
      const fieldPath = `${prefix}${property.name}`;
      // The members of a union of objects (a nav link or menu) share some fields: each is shown once.
      if (found.some((f) => f.field.path === fieldPath)) continue;
      const valueType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
      const tag = (name: string) => {
        const tagged = property.getJsDocTags(checker).find((t) => t.name === name);
        return tagged && ts.displayPartsToString(tagged.text).trim();
      };
      found.push({
        decl,
        field: {
          path: fieldPath,
          type: typeText(valueType),
          optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
          description: ts.displayPartsToString(property.getDocumentationComment(checker)).trim(),
          defaultText: tag('default'),
          example: tag('example'),
        },
      });
      for (const part of valueType.isUnion() ? valueType.types : [valueType]) {
        if (checker.isArrayType(part)) {
          const item = checker.getTypeArguments(part as ts.TypeReference)[0];
          for (const itemPart of item.isUnion() ? item.types : [item]) if (isEntered(itemPart)) walk(itemPart, `${fieldPath}[].`);
        } else if (isEntered(part)) walk(part, `${fieldPath}.`);
      }
    }
    open.delete(type);
  };
  walk(checker.getDeclaredTypeOfSymbol(exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported), '');
  return documentedOnce(found);
}

const depthOf = (fieldPath: string) => fieldPath.split('.').length;

/**
 * A declaration reached at several paths (the theme's texts, site-wide and per language) is
 * documented at its shallowest path; the others point there, and their own fields are left out.
 */
function documentedOnce(found: Array<{ field: ConfigField; decl?: ts.Declaration }>): ConfigField[] {
  const home = new Map<ts.Declaration, string>();
  for (const { field, decl } of found) {
    const current = decl && home.get(decl);
    if (decl && (current === undefined || depthOf(field.path) < depthOf(current))) home.set(decl, field.path);
  }
  const fields: ConfigField[] = [];
  const pointers: string[] = [];
  for (const { field, decl } of found) {
    if (pointers.some((pointer) => field.path.startsWith(`${pointer}.`) || field.path.startsWith(`${pointer}[].`))) continue;
    const documented = decl && home.get(decl);
    if (documented && documented !== field.path) {
      pointers.push(field.path);
      fields.push({ ...field, sameAs: documented });
      continue;
    }
    if (!field.description) throw new ConfigDocError(`${field.path} has no description: give it a JSDoc comment in the schema`);
    if (field.optional && field.defaultText === undefined)
      throw new ConfigDocError(`${field.path} is optional but has no @default: say what leaving it unset does`);
    fields.push(field);
  }
  return fields;
}
