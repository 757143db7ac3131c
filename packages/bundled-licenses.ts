/**
 * An Rspack plugin for a lib entry that bundles third-party packages: it writes, beside the bundle,
 * each bundled package's name, version and license text, as their licenses ask of a copy.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Compilation {
  fileDependencies: Iterable<string>;
  emitAsset(file: string, source: unknown): void;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
}

interface Compiler {
  webpack: { sources: { RawSource: new (text: string) => unknown }; Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number } };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

const NAME = 'bundled-licenses';

/** `file`: the notice's path in the output folder. */
export function bundledLicenses(file: string) {
  return {
    name: NAME,
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
        compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
          const notice = licenseNotice(packageRoots(compilation.fileDependencies));
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(notice));
        });
      });
    },
  };
}

/** The folders of the packages the files under a `node_modules` folder belong to. */
function packageRoots(files: Iterable<string>): Set<string> {
  const marker = `${path.sep}node_modules${path.sep}`;
  const roots = new Set<string>();
  for (const file of files) {
    const at = file.lastIndexOf(marker);
    if (at === -1) continue;
    const parts = file.slice(at + marker.length).split(path.sep);
    const depth = parts[0].startsWith('@') ? 2 : 1;
    roots.add(file.slice(0, at + marker.length) + parts.slice(0, depth).join(path.sep));
  }
  return roots;
}

interface PackageManifest {
  name: string;
  version: string;
  license?: string;
  licenses?: Array<{ type: string }>;
}

/** Every package's name, version, license and license text, by name, so the file is the same for the same packages. */
function licenseNotice(roots: Iterable<string>): string {
  const entries = [...roots].flatMap((root) => {
    const manifest = path.join(root, 'package.json');
    if (!existsSync(manifest)) return [];
    const { name, version, license, licenses } = JSON.parse(readFileSync(manifest, 'utf8')) as PackageManifest;
    // `licenses` is the field's older form, a list.
    const stated = license ?? licenses?.map((l) => l.type).join(' OR ') ?? 'license not stated';
    const file = readdirSync(root).find((entry) => /^licen[cs]e(\.|$)/i.test(entry));
    const text = file ? readFileSync(path.join(root, file), 'utf8').trim() : '(the package has no license file)';
    return [{ heading: `${name}@${version} (${stated})`, text }];
  });
  // A package reached through a link and through its real folder is one package.
  const unique = [...new Map(entries.map((entry) => [entry.heading, entry])).values()];
  unique.sort((a, b) => (a.heading < b.heading ? -1 : a.heading > b.heading ? 1 : 0));
  return `${unique.map(({ heading, text }) => `${heading}\n\n${text}`).join('\n\n---\n\n')}\n`;
}
