/**
 * yaml's `parse`, its module loaded at the first call: the dev server's start (the auto sidebar, the translation report)
 * imports the modules that parse front matter, and a site whose sidebars are all configured would otherwise load yaml
 * before its first page for nothing.
 */
import { createRequire } from 'node:module';

type Yaml = typeof import('yaml');

const require = createRequire(import.meta.url);
let yaml: Yaml | undefined;

export function parseYaml(text: string): unknown {
  yaml ??= require('yaml') as Yaml;
  return yaml.parse(text);
}
