/**
 * URLs in content resolved as a browser resolves them, and the files they name: shared by the
 * link check and the compiler's image step, so both find the same file for the same address.
 */

const ORIGIN = 'http://quire.invalid';
const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The path a browser on `from` requests for `url`: `.`, `..` and `%2e%2e` resolved as it
 * does, so nothing climbs above the root (`/../../package.json` is `/package.json`).
 */
export function resolveUrlPath(url: string, from: string): string {
  const base = from.split('/').map(encodeURIComponent).join('/');
  return new URL(url, ORIGIN + base).pathname;
}

/** A resolved URL path as a file path (`/a/b.png`), or undefined when a decoded part would name another folder. */
export function filePathOf(urlPath: string): string | undefined {
  const parts: string[] = [];
  for (const part of urlPath.split('/').slice(1)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) return undefined;
    parts.push(decoded);
  }
  return `/${parts.join('/')}`;
}

/** `./shot.png?v=2#x` → `./shot.png` and `?v=2#x`. */
export function splitUrlSuffix(url: string): { target: string; suffix: string } {
  const at = url.search(/[?#]/);
  return at === -1 ? { target: url, suffix: '' } : { target: url.slice(0, at), suffix: url.slice(at) };
}

/** Whether an image address names a file beside the page (`./shot.png`, `img/a.png`), not an external, public (`/logo.png`) or inline one. */
export function isBesidePage(url: string): boolean {
  return url !== '' && !EXTERNAL.test(url) && !url.startsWith('/') && !url.startsWith('?') && !url.startsWith('#');
}

/**
 * The file, relative to the project, that an image address beside the page names, resolved
 * against the page's path in the project (`docs/en/guide/x.mdx`); undefined for an address not
 * beside the page or naming no file.
 */
export function imageBesidePage(url: string, pageFile: string): string | undefined {
  if (!isBesidePage(url)) return undefined;
  const inProject = filePathOf(resolveUrlPath(splitUrlSuffix(url).target, `/${pageFile.replace(/\\/g, '/')}`));
  return inProject && inProject !== '/' ? inProject.slice(1) : undefined;
}
