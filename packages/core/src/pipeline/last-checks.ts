/**
 * Whether the checks the last build ran (dead links, orphan pages, the translation report) would find the same now, so
 * a build can print their findings again instead of running them over every page. They would when every file changed
 * since the last build began is the text of a routed page that no page inlines, no file was added or removed, and each
 * changed page gives the checks what it gave them then: its title, frontmatter, links with their places, anchors and
 * headings (a heading's offset in the text aside, which no check reads). The record's key (config, framework, theme,
 * Node) and the files outside the project it read are the same, or there would be no edits to look at.
 */
import path from 'node:path';
import type { CompiledFacts } from '../markdown/compile.js';
import type { Project } from '../project/project.js';
import type { ProjectEdits } from './last-build.js';

export async function lastChecksHold(project: Project, edits: ProjectEdits): Promise<boolean> {
  if (!edits.checks || edits.files.some((edit) => edit.how !== 'changed')) return false;
  const pages = new Set(project.routes.map((route) => route.absolutePath));
  const inlined = project.compiledDependencies();
  for (const { file } of edits.files) {
    const absolutePath = path.join(project.projectRoot, file);
    if (!pages.has(absolutePath) || inlined.has(absolutePath)) return false;
    const now = project.compiler.entryOf(absolutePath)?.compiled;
    const before = await project.compiler.lastFacts(absolutePath);
    if (!now || !before || checkedFacts(now) !== checkedFacts(before)) return false;
  }
  return true;
}

/** The page's facts as the checks read them, as text to compare. */
function checkedFacts(facts: CompiledFacts): string {
  return JSON.stringify({ ...facts, toc: facts.toc.map(({ charIndex: _offset, ...heading }) => heading), warnings: undefined });
}
