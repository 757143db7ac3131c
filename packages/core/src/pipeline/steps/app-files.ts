/**
 * The files the app reads before any page renders: the unbundled pages' scripts, the route and
 * site manifests, the search indexes and the section sidebars; and the first load, measured against the budget.
 */
import path from 'node:path';
import { SITE_MANIFEST_FILE, siteManifestJson } from '@quire/shared';
import type { BuildAssets } from '../../bundler/assets-plugin.js';
import { writeSearchIndex } from '../../search/index-cache.js';
import { createRouteTable } from '../../ssg/route-manifest.js';
import { checkBudget, formatFirstLoad, GzipSizes, measureFirstLoad } from '../first-load.js';
import { imagesByBundling, writePageImages } from '../page-images.js';
import { type StandaloneScript, withStandalonePages, writeStandaloneScripts } from '../standalone-pages.js';
import type { Project } from '../../project/project.js';
import { sha1 } from '../../utils/files.js';
import type { KnownFiles, OutputWriter } from '../../utils/output-file.js';
import type { BuildContext } from './context.js';
import type { SiteSources } from './site-data.js';

export interface AppFiles {
  /** The bundle's assets with the unbundled pages' scripts. */
  assets: BuildAssets;
  /** Each unbundled page's script, by its source file. */
  scripts: ReadonlyMap<string, StandaloneScript>;
  /** The sidebar files, with their hashes, for the next build to keep (`lastSidebars`). */
  sidebars: KnownFiles;
}

/** After an edit of pages' text alone (`pipeline/text-edits.ts`): its pages, and the sidebar files the last build left. */
export interface TextEdit {
  editedRoutes: ReadonlySet<string>;
  lastSidebars?: KnownFiles;
}

export interface AppFilesOptions {
  /** The other pages' scripts and the sidebar files are then the last build's. */
  textEdit?: TextEdit;
  /** JSON bytes a shard of the route table aims at (`ROUTE_SHARD_BYTES` unless a test asks for others). */
  routeShardBytes?: number;
}

/** After the bundle cache has listed the bundle's files: these are not part of it. */
export async function writeAppFiles(
  context: BuildContext,
  sources: SiteSources,
  bundled: BuildAssets,
  options: AppFilesOptions = {},
): Promise<AppFiles> {
  const { editedRoutes, lastSidebars } = options.textEdit ?? {};
  const { project, output, cacheDir, reporter } = context;
  const gzipSizes = GzipSizes.open(cacheDir ? path.join(cacheDir, 'gzip-sizes.json') : undefined);
  const hashFile = cacheDir && path.join(cacheDir, 'standalone-scripts.json');
  const scripts = await writeStandaloneScripts(project, sources.standalone, output, { hashFile, gzipSizes, editedRoutes });
  const assets = withStandalonePages(bundled, scripts);
  await writePageImages(imagesByBundling(project, sources.standalone).standalone, output.write, project.projectRoot);
  // Measured while the files below are written, and awaited before the pages render (its failure
  // is handled there: a rejection nothing awaits yet would end the process).
  const measuring = measureFirstLoad(assets, output.pathOf, gzipSizes);
  measuring.catch(() => undefined);
  const routeTable = createRouteTable(project.routes, assets, options.routeShardBytes);
  for (const { file, json } of routeTable.files) await output.write(file, json);
  // Before rendering, so the indexes are not held while the pages render.
  for (const index of sources.searchIndexes) await writeSearchIndex(index, output);
  await output.write(SITE_MANIFEST_FILE, siteManifestJson({ routes: routeTable.shards, search: sources.searchIndexes.map((s) => s.info) }));
  // Before rendering: the render threads read them.
  const sidebars = (lastSidebars && keptAll(output, lastSidebars)) || (await writeSidebars(project, output));
  const firstLoad = await measuring;
  gzipSizes.save();
  reporter.info(`  ${formatFirstLoad(firstLoad)}`);
  checkBudget(firstLoad, project.config.budget);
  return { assets, scripts, sidebars };
}

/** The files, when the last output holds each as its record has it: kept there; else undefined. */
function keptAll(output: OutputWriter, files: KnownFiles): KnownFiles | undefined {
  return files.every(([file, hash]) => output.keepKnown(file, hash)) ? files : undefined;
}

/** Every section's sidebar files, with their hashes. */
async function writeSidebars(project: Project, output: OutputWriter): Promise<KnownFiles> {
  const written: Array<[string, string]> = [];
  for (const sidebar of project.allSidebarFiles()) {
    await output.write(sidebar.file, sidebar.json);
    written.push([sidebar.file, sha1(sidebar.json)]);
  }
  return written;
}
