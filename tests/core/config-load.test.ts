import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { defaultsNotice, loadConfig } from '#core/config/load.ts';
import { QuireError } from '#core/utils/errors.ts';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-config-load-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  // Without `"type": "module"` the file loads as CommonJS, and its exports arrive wrapped.
  test.each(['module', 'commonjs'])('reads the default export of site.config.ts in a %s folder', async (type) => {
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type }));
    fs.writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'Loaded' };\n");
    const { config, projectRoot, configFile } = await loadConfig(dir);
    expect(config.title).toBe('Loaded');
    expect(projectRoot).toBe(dir);
    expect(configFile).toBe(path.join(dir, 'site.config.ts'));
  });

  test.each(['module', 'commonjs'])('follows the config into a TypeScript file of the project (%s folder)', async (type) => {
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type }));
    fs.mkdirSync(path.join(dir, 'lib'));
    fs.writeFileSync(path.join(dir, 'lib/title.ts'), "export const title: string = 'From a module';\n");
    fs.writeFileSync(path.join(dir, 'site.config.ts'), "import { title } from './lib/title';\nexport default { title };\n");
    const { config } = await loadConfig(dir);
    expect(config.title).toBe('From a module');
  });

  test.each(['module', 'commonjs'])('a config file without a default export is an error naming the file (%s folder)', async (type) => {
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type }));
    const file = path.join(dir, 'site.config.ts');
    fs.writeFileSync(file, "export const config = { title: 'Forgotten' };\n");
    const error = await loadConfig(dir).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(QuireError);
    expect((error as QuireError).file).toBe(file);
    expect((error as QuireError).message).toBe(`${file}: the config file has no default export (write \`export default defineConfig({ … })\`)`);
  });

  test('a folder without a config file gets the defaults, and a one-line notice says so and where the file goes', async () => {
    const { config, configFile, projectRoot } = await loadConfig(dir);
    expect(config.title).toBe('Docs');
    expect(configFile).toBeUndefined();
    expect(defaultsNotice(projectRoot, config)).toBe(
      `no site config in ${dir}: using the defaults (pages in docs/, one language "en"); write site.config.ts there to set the title, languages and more`,
    );
  });

  test.each(['rspress.config.ts', 'rspress.config.js', 'rspress.config.mjs'])(
    'a folder with %s and no site config is read as an Rspress config',
    async (name) => {
      fs.writeFileSync(path.join(dir, name), "export default { title: 'Rspress site' };\n");
      const loaded = await loadConfig(dir);
      expect(loaded.config.title).toBe('Rspress site');
      expect(loaded.config.outDir).toBe('doc_build');
      expect(loaded.notice).toMatch(new RegExp(`^reading the Rspress config ${name.replace('.', '\\.')}`));
      // Beside a site config it is the Rspress site's own, left alone.
      fs.writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'Both' };\n");
      expect((await loadConfig(dir)).config.title).toBe('Both');
    },
  );

  test.each([
    ['rspress.config.cjs', "module.exports = { title: 'Rspress site' };\n"],
    ['rspress.config.cts', "const title: string = 'Rspress site';\nexport default { title };\n"],
    ['rspress.config.mts', "const title: string = 'Rspress site';\nexport default { title };\n"],
  ])('%s, a name Rspress 2 looks up too, is read as an Rspress config', async (name, text) => {
    fs.writeFileSync(path.join(dir, name), text);
    const loaded = await loadConfig(dir);
    expect(loaded.config.title).toBe('Rspress site');
    expect(loaded.configFile).toBe(path.join(dir, name));
  });

  test("of several Rspress config files the first in Rspress's order (.js, .ts, .mjs, .mts, .cjs, .cts) is read, and rstack.config.ts never", async () => {
    const names = ['rspress.config.cts', 'rspress.config.cjs', 'rspress.config.mts', 'rspress.config.mjs', 'rspress.config.ts', 'rspress.config.js'];
    fs.writeFileSync(path.join(dir, 'rstack.config.ts'), "export default { title: 'Rstack' };\n");
    expect((await loadConfig(dir)).configFile).toBeUndefined();
    // Which file is chosen; each loads as the tests above show.
    for (const name of names) {
      fs.writeFileSync(path.join(dir, name), name.endsWith('.cjs') ? 'module.exports = {};\n' : 'export default {};\n');
      expect((await loadConfig(dir)).configFile).toBe(path.join(dir, name));
    }
  });

  const loadError = (cwd: string) =>
    loadConfig(cwd).then(
      () => undefined,
      (e: unknown) => e as QuireError,
    );

  test.each(['module', 'commonjs'])(
    'an Rspress package Quire does not provide stops the load at its import, naming what to use instead (%s folder)',
    async (type) => {
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type }));
      const file = path.join(dir, 'rspress.config.ts');
      fs.writeFileSync(
        file,
        "import { defineConfig } from '@rspress/core';\n\n  import { pluginPreview } from '@rspress/plugin-preview';\n\nexport default defineConfig({ plugins: [pluginPreview()] });\n",
      );
      const error = await loadError(dir);
      expect(error).toBeInstanceOf(QuireError);
      expect(error?.message).toBe(
        `${file}:3:3: could not load config: "@rspress/plugin-preview" is an Rspress package Quire does not provide: Quire's port, pluginPreview() of the package @quire/plugin-preview (the same options but iframeOptions)`,
      );
    },
  );

  test('a package the config imports that is not installed is named at its import, over several lines, in the file that imports it', async () => {
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    fs.writeFileSync(
      path.join(dir, 'rspress.config.ts'),
      "import { overview } from './theme/overview.ts';\nexport default { plugins: [overview] };\n",
    );
    fs.mkdirSync(path.join(dir, 'theme'));
    const importer = path.join(dir, 'theme/overview.ts');
    fs.writeFileSync(
      importer,
      "// groups of pages\nimport {\n  glob,\n} from 'not-installed-glob/sync';\nexport const overview = { name: 'o', glob };\n",
    );
    const error = await loadError(dir);
    expect(error?.file).toBe(importer);
    expect(error?.message).toBe(
      `${importer}:2:1: could not load config: cannot find the package "not-installed-glob" imported here: install the site's dependencies (its package.json), or remove the import`,
    );
  });

  test("Rspress's transformerCompatibleMetaHighlight is a stand-in: Quire highlights {1,3-5} lines itself", async () => {
    fs.writeFileSync(
      path.join(dir, 'rspress.config.ts'),
      "import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';\nexport default { markdown: { shiki: { transformers: [transformerCompatibleMetaHighlight()] } } };\n",
    );
    const { config } = await loadConfig(dir);
    expect(config.extensions.markdown.shiki.transformers).toEqual([{ name: 'rspress:compatible-meta-highlight' }]);
  });
  test("__dirname in a function the config's plugin calls after the file ran is the config's folder", async () => {
    // rspress-plugin-og calls its resvgOptions() this way, which reads path.join(__dirname, './og-fonts').
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    fs.writeFileSync(
      path.join(dir, 'rspress.config.ts'),
      "const fonts = () => __dirname + '/og-fonts';\nexport default { plugins: [{ name: 'og', config: (c: object) => ({ ...c, description: fonts(), title: __filename }) }] };\n",
    );
    const { config } = await loadConfig(dir);
    expect(config.description).toBe(`${dir}/og-fonts`);
    expect(config.title).toBe(path.join(dir, 'rspress.config.ts'));
  });

  test('a config that declares its own __dirname keeps it', async () => {
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    fs.writeFileSync(
      path.join(dir, 'rspress.config.ts'),
      "import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\nconst __dirname = path.join(path.dirname(fileURLToPath(import.meta.url)), 'own');\nexport default { title: __dirname };\n",
    );
    expect((await loadConfig(dir)).config.title).toBe(path.join(dir, 'own'));
  });
});
