/** Server entry, used at build time to pre-render each route to HTML. */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '../router/router';
import siteData from '@quire/virtual-site-data';
import { App } from './app';
import { mdxComponents } from './mdx-components';
import { forgetPage, loadPage } from '../router/route-table';

export { setSidebarReader } from '../page/page-sidebar';
export { setPageSource } from '../page/standalone-page-server';
import { withBase } from '@quire/shared/route-path';
import type { PageData } from '@quire/shared/types';

export interface RenderResult {
  appHtml: string;
  pageData: PageData;
}

/** Components every page may use without an import; the build checks pages against them. */
export const themeComponents: string[] = Object.keys(mdxComponents);

export async function render(path: string): Promise<RenderResult> {
  const page = await loadPage(path);
  const basename = siteData.base === '/' ? undefined : siteData.base.slice(0, -1);
  let appHtml: string;
  try {
    appHtml = renderToString(
      <StaticRouter location={withBase(path, siteData.base)} basename={basename}>
        <App initial={page} />
      </StaticRouter>,
    );
  } finally {
    forgetPage(page);
  }
  // The sidebar stays in its file: the document needs only the file's name, and the result
  // crosses threads and is kept in the render cache once per page.
  const { sidebar: _inItsFile, ...pageData } = page.pageData;
  return { appHtml, pageData };
}
