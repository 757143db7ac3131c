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
      need(
        Number.isFinite(s.cold?.wall?.median) && Number.isFinite(s.cold?.cpu?.median) && Number.isFinite(s.cold?.rss?.median),
        `${at}: cold build figures`,
      );
      need(Number.isFinite(s.warm?.wall?.median), `${at}: warm build figures`);
      if (s.framework === 'quire') {
        need(Number.isFinite(s.edit?.wall?.median), `${at}: build after editing one page`);
        need(Number.isFinite(s.editChangedFiles), `${at}: files of the output the edit changed`);
      }
      if (options.browser && options.lighthouse.includes('performance') && s.cold) {
        need(Number.isFinite(s.load?.lighthouse?.score), `${at}: Lighthouse performance score`);
        need(Number.isFinite(s.load?.blocking?.blockingMs?.median), `${at}: blocking time on a slower CPU`);
      }
      need(s.htmlFiles > 0, `${at}: HTML files`);
      need(s.firstLoad && s.firstLoad.js.raw > 0 && s.firstLoad.css.raw > 0, `${at}: first-load JS and CSS`);
      for (const lang of ['en', 'zh']) need(s.searchIndex?.[lang]?.raw > 0, `${at}: search index (${lang})`);
      if (options.dev) need(Number.isFinite(s.devFirstPage?.median), `${at}: dev server first page`);
      if (options.devEdits) need(Number.isFinite(s.devEdit?.ms?.median), `${at}: MDX edit visible in the browser (dev server)`);
    }
  }
  for (const b of report.browser) {
    need(Number.isFinite(b.search?.p95) && Number.isFinite(b.search?.firstOpenMs), `quire at ${b.pages} pages: search latency in the browser`);
    if (options.lighthouse.includes('performance'))
      need(Number.isFinite(b.lighthouse?.score), `quire at ${b.pages} pages: Lighthouse performance score`);
    if (options.lighthouse.includes('accessibility')) {
      for (const scheme of ['light', 'dark'])
        need(
          Number.isFinite(b.lighthouse?.accessibility?.[scheme]?.score),
          `quire at ${b.pages} pages: Lighthouse accessibility score, ${scheme} theme`,
        );
    }
  }
  for (const r of report.scale) {
    const at = `quire scale at ${r.pages} pages`;
    need(Number.isFinite(r.wall) && r.htmlFiles > 0, `${at}: cold build`);
    need(Number.isFinite(r.unchangedWall), `${at}: build with nothing changed`);
    need(Number.isFinite(r.editWall) && Number.isFinite(r.editChangedFiles), `${at}: build after editing one page`);
    need(Number.isFinite(r.folderSidebarsEditWall), `${at}: build after editing one page, sidebars from folders`);
    if (options.browser && options.lighthouse.includes('performance')) {
      need(Number.isFinite(r.lighthouse?.score), `${at}: Lighthouse performance score`);
      need(Number.isFinite(r.blocking?.blockingMs?.median), `${at}: blocking time on a slower CPU`);
    }
  }
  return missing;
}

/**
 * Files of the output a one-page edit changed, by pages per language, from the comparison and
 * the scale series.
 * @returns {{ pages: number, files: number }[]} smallest site first
 */
function editChangesBySize(report) {
  // The search index's posting chunks an edit renames follow the words it touched, not the site's size.
  const besideChunks = (f) => (Number.isFinite(f.editChangedFiles) ? f.editChangedFiles - (f.editChangedChunks ?? 0) : undefined);
  const quire = report.comparisons.flatMap(({ pages, sites }) =>
    sites.filter((s) => s.framework === 'quire').map((s) => ({ pages, files: besideChunks(s) })),
  );
  const scale = report.scale.map((r) => ({ pages: r.pages, files: besideChunks(r) }));
  return [...quire, ...scale].filter((e) => Number.isFinite(e.files)).sort((a, b) => a.pages - b.pages);
}

/**
 * The figures that must reach a target: Lighthouse accessibility is 100 on the doc page in both
 * themes, since contrast and markup depend on what writers put in a page, not only on this site's;
 * and a one-page edit changes no more files of the output on a larger site than on the smallest.
 * @returns {string[]} one line per figure below its target, with the audits that failed
 */
export function missedTargets(report) {
  const missed = [];
  const [smallest, ...larger] = editChangesBySize(report);
  for (const e of larger) {
    if (e.files > smallest.files)
      missed.push(
        `quire: a one-page edit changed ${e.files} files of the output besides search chunks at ${e.pages} pages per language, ${smallest.files} at ${smallest.pages}: the count grows with the site`,
      );
  }
  const rows = [
    ...report.browser.map((b) => ({ at: `quire at ${b.pages} pages`, lighthouse: b.lighthouse })),
    ...report.scale.map((r) => ({ at: `quire scale at ${r.pages} pages`, lighthouse: r.lighthouse })),
  ];
  for (const { at, lighthouse } of rows) {
    for (const [scheme, { score, failing }] of Object.entries(lighthouse?.accessibility ?? {})) {
      if (score < 100)
        missed.push(
          `${at}: Lighthouse accessibility ${score.toFixed(0)} in the ${scheme} theme, ${lighthouse.url}${failing.length ? `: ${failing.join('; ')}` : ''}`,
        );
    }
  }
  return missed;
}
