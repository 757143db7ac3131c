import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../packages/core/src/config/load.ts';
import { QuireError } from '../../packages/core/src/utils/errors.ts';

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

  test('a folder without a config file gets the defaults', async () => {
    const { config, configFile } = await loadConfig(dir);
    expect(config.title).toBe('Docs');
    expect(configFile).toBeUndefined();
  });
});
