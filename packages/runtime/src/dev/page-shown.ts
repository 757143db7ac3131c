/**
 * Dev: tells the server the app has drawn its first page (`DEV_PAGE_SHOWN_PATH`), so the work it holds back until then
 * (the checks over every page, the translation report, the content watcher) does not take the CPU while it is drawn.
 */
import siteData from '@quire/virtual-site-data';
import { DEV_PAGE_SHOWN_PATH } from '@quire/shared/dev-events';
import { withBase } from '@quire/shared/route-path';

/** Called once after the app's first render; the message leaves after the next paint. */
export function reportPageShown(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      fetch(withBase(DEV_PAGE_SHOWN_PATH, siteData.base), { method: 'POST' }).catch(() => undefined);
    }),
  );
}
