/**
 * The figures a run must produce: anything missing here is listed in the report, and fails
 * `--ci`, so a change that breaks a build or a measurement does not go unnoticed.
 */

/** @returns {string[]} one line per missing figure or error */
export function missingFigures(report) {
  const missing = [];
  const need = (ok, what) => {
    if (!ok) missing.push(what);
  };
  const { options } = report;
  for (const { pages, sites } of report.comparisons) {
    for (const s of sites) {
      const at = `${s.framework} at ${pages} pages`;
      for (const e of s.errors) missing.push(`${at}: ${e.split('\n')[0]}`);
      need(Number.isFinite(s.cold?.wall?.median) && Number.isFinite(s.cold?.cpu?.median) && Number.isFinite(s.cold?.rss?.median), `${at}: cold build figures`);
      need(Number.isFinite(s.warm?.wall?.median), `${at}: warm build figures`);
      if (s.framework === 'quire') need(Number.isFinite(s.edit?.wall?.median), `${at}: build after editing one page`);
      need(s.htmlFiles > 0, `${at}: HTML files`);
      need(s.firstLoad && s.firstLoad.js.raw > 0 && s.firstLoad.css.raw > 0, `${at}: first-load JS and CSS`);
      for (const lang of ['en', 'zh']) need(s.searchIndex?.[lang]?.raw > 0, `${at}: search index (${lang})`);
      if (options.dev) need(Number.isFinite(s.devFirstPage?.median), `${at}: dev server first page`);
      if (options.devEdits) need(Number.isFinite(s.devEdit?.ms?.median), `${at}: MDX edit visible in the browser (dev server)`);
    }
  }
  for (const b of report.browser) {
    need(Number.isFinite(b.search?.p95) && Number.isFinite(b.search?.firstOpenMs), `quire at ${b.pages} pages: search latency in the browser`);
    if (options.lighthouse) need(Number.isFinite(b.lighthouse?.score), `quire at ${b.pages} pages: Lighthouse score`);
  }
  for (const r of report.scale) need(Number.isFinite(r.wall) && r.htmlFiles > 0, `quire scale at ${r.pages} pages: cold build`);
  return missing;
}
