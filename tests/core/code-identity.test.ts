import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CodeIdentity } from '#core/config/code-identity.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-identity-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const at = path.join(dir, name);
  fs.writeFileSync(at, text);
  return at;
}

const config = file('site.config.ts', 'export default { markdown: { remarkPlugins: [[plugin, { format: ({ code }) => code }]] } };\n');
const plugin = file('plugin.ts', 'export function plugin() { return () => {}; }\n');
const other = file('other.ts', 'export const other = 1;\n');
const options = { format: ({ code }: { code: string }) => code };

describe('CodeIdentity of a function too short to name its file', () => {
  it('is the same whatever other project files a load reported (the build’s thread and a compile thread differ there)', () => {
    const build = new CodeIdentity([plugin, other], config).describe(options);
    expect(new CodeIdentity([plugin], config).describe(options)).toBe(build);
    expect(new CodeIdentity([other], config).describe(options)).toBe(build);
  });

  it('changes with the config file and with an imported file that holds its text', () => {
    const before = new CodeIdentity([plugin], config).describe(options);
    const holder = file('holder.ts', 'export const format = ({ code }) => code;\n');
    const withHolder = new CodeIdentity([plugin, holder], config).describe(options);
    expect(withHolder).not.toBe(before);
    fs.writeFileSync(holder, 'const prefix = "x";\nexport const format = ({ code }) => code;\n');
    expect(new CodeIdentity([plugin, holder], config).describe(options)).not.toBe(withHolder);
    const otherConfig = file('other.config.ts', `${fs.readFileSync(config, 'utf8')}// edited\n`);
    expect(new CodeIdentity([plugin], otherConfig).describe(options)).not.toBe(before);
  });
});

describe('CodeIdentity of a function two imported files hold', () => {
  it('is the same whatever order the load reported the files in (it differs between the build’s thread and a compile thread)', () => {
    const helper = 'function defineGetters(target, getters) { for (const key in getters) target[key] = getters[key]; }';
    const first = file('bundle-a.js', `${helper}\nexport const a = 1;\n`);
    const second = file('bundle-b.js', `${helper}\nexport const b = 2;\n`);
    const value = { define: new Function(`return ${helper}`)() as () => void };
    expect(new CodeIdentity([second, first], config).describe(value)).toBe(new CodeIdentity([first, second], config).describe(value));
  });
});
