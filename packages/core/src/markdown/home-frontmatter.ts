/**
 * The shapes of `hero` and `features` on a home page, as Rspress documents them and the default
 * theme draws them: a value of another shape would render wrong (an action without a link, a
 * card of a width the theme has no column for) or fail while pre-rendering far from its line.
 * Other pages may carry keys of these names for their own components, so only home pages are checked.
 */

/** Where in the frontmatter a value sits: `['hero', 'actions', 0, 'link']`. */
export type FieldPath = ReadonlyArray<string | number>;

export interface FieldProblem {
  path: FieldPath;
  reason: string;
}

/** The spans the theme lays cards out in, out of 12 columns. */
const FEATURE_SPANS = [2, 3, 4, 6];
const ACTION_THEMES = ['brand', 'alt'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `hero.actions[0].link`: a path as a writer reads it. */
export function fieldName(path: FieldPath): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i ? `.${part}` : part)).join('');
}

/** The first value of `hero` or `features` of another shape than the theme draws; none off home pages. */
export function homeFrontmatterProblem(fm: Record<string, unknown>): FieldProblem | undefined {
  if (fm.pageType !== 'home') return undefined;
  const problems: FieldProblem[] = [];
  const fail = (path: FieldPath, reason: string) => problems.push({ path, reason });
  const string = (record: Record<string, unknown>, path: FieldPath, key: string, required = false) => {
    if (key in record ? typeof record[key] !== 'string' : required) fail([...path, key], 'must be a string');
  };
  const mapping = (value: unknown, path: FieldPath): value is Record<string, unknown> => {
    if (isRecord(value)) return true;
    fail(path, 'must be a mapping (key: value pairs)');
    return false;
  };
  const list = (value: unknown, path: FieldPath): value is unknown[] => {
    if (Array.isArray(value)) return true;
    fail(path, 'must be a list (lines starting with "- ")');
    return false;
  };

  if ('hero' in fm && mapping(fm.hero, ['hero'])) {
    const hero = fm.hero;
    for (const key of ['name', 'text', 'tagline']) string(hero, ['hero'], key);
    if ('image' in hero && mapping(hero.image, ['hero', 'image'])) {
      string(hero.image, ['hero', 'image'], 'src', true);
      string(hero.image, ['hero', 'image'], 'alt');
    }
    if ('actions' in hero && list(hero.actions, ['hero', 'actions'])) {
      hero.actions.forEach((action, i) => {
        const path = ['hero', 'actions', i];
        if (!mapping(action, path)) return;
        string(action, path, 'text', true);
        string(action, path, 'link', true);
        if ('theme' in action && !ACTION_THEMES.includes(action.theme as string)) {
          fail([...path, 'theme'], `must be brand or alt (got ${JSON.stringify(action.theme)})`);
        }
      });
    }
  }
  if ('features' in fm && list(fm.features, ['features'])) {
    fm.features.forEach((feature, i) => {
      const path = ['features', i];
      if (!mapping(feature, path)) return;
      string(feature, path, 'title', true);
      for (const key of ['details', 'icon', 'link']) string(feature, path, key);
      if ('span' in feature && !FEATURE_SPANS.includes(feature.span as number)) {
        fail([...path, 'span'], `must be 2, 3, 4 or 6 (columns out of 12; got ${JSON.stringify(feature.span)})`);
      }
    });
  }
  return problems[0];
}
