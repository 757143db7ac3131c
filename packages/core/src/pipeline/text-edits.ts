/**
 * Which pages an edit changed in their text alone: every file changed since the last build began is the text of a
 * routed page that no page inlines, no file was added or removed, and each changed page gives the checks what it gave
 * them then: its title, frontmatter, links with their places, anchors and headings (a heading's offset in the text
 * aside, which no check reads). The record's key (config, framework, theme, Node) and the files outside the project it
 * read are the same, or there would be no edits to look at. Then the last build's check findings (dead links, orphan
 * pages, the translation report) stand, and so does every output of the other pages (`pipeline/steps/render.ts`).
 */
import path from 'node:path';
import type { CompiledFacts } from '../markdown/compile.js';
import type { Project } from '../project/project.js';
import type { ProjectEdits } from './last-build.js';

/** The routes of the pages edited in their text alone, or undefined when the edits changed more than that. */
export async function pagesEditedInText(project: Project, edits: ProjectEdits): Promise<ReadonlySet<string> | undefined> {
  if (edits.files.some((edit) => edit.how !== 'changed')) return undefined;
  const routes = new Map(project.routes.map((route) => [route.absolutePath, route.routePath]));
  const inlined = project.compiledDependencies();
  const edited = new Set<string>();
  for (const { file } of edits.files) {
    const absolutePath = path.join(project.projectRoot, file);
    const routePath = routes.get(absolutePath);
    if (routePath === undefined || inlined.has(absolutePath)) return undefined;
    const now = project.compiler.entryOf(absolutePath)?.compiled;
    const before = await project.compiler.lastFacts(absolutePath);
    if (!now || !before || checkedFacts(now) !== checkedFacts(before)) return undefined;
    edited.add(routePath);
  }
  return edited;
}

/** The page's facts as the checks read them, as text to compare. */
function checkedFacts(facts: CompiledFacts): string {
  return JSON.stringify({ ...facts, toc: facts.toc.map(({ charIndex: _offset, ...heading }) => heading), warnings: undefined });
}
