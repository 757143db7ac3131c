/**
 * Adds a page entry's scripts and style sheets to the document, each file once, resolving when it has loaded. A file
 * the document only preloads (the dev server's first page, `first-page-hints.ts`) is still added, and served from the preload.
 */
const added = new Set<string>();

export function addFile(url: string): Promise<void> {
  const u = CSS.escape(url);
  if (added.has(url) || document.querySelector(`script[src="${u}"], link[rel="stylesheet"][href="${u}"]`)) {
    added.add(url);
    return Promise.resolve();
  }
  added.add(url);
  return new Promise((resolve, reject) => {
    const css = url.endsWith('.css');
    const el = document.createElement(css ? 'link' : 'script');
    if (el instanceof HTMLLinkElement) {
      el.rel = 'stylesheet';
      el.href = url;
    } else {
      (el as HTMLScriptElement).src = url;
    }
    el.onload = () => resolve();
    el.onerror = () => {
      added.delete(url);
      el.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.appendChild(el);
  });
}
