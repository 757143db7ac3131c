/**
 * The dev server's redirects: a folder without an index page leads to its first page on any request, while a page's
 * request does not make the folders' redirects, which read every language's sidebars (the first page waits on it).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectMiddleware } from '#core/bundler/redirect-middleware.ts';
import { resolveConfig } from '#core/config/validate.ts';
import { Project } from '#core/project/project.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

async function devProject() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-dev-redirects-'));
  dirs.push(root);
  for (const file of ['index.md', 'guide/start.md', 'guide/install.md']) {
    const page = path.join(root, 'docs', file);
    await fs.mkdir(path.dirname(page), { recursive: true });
    await fs.writeFile(page, `# ${file}\n`);
  }
  const project = new Project(resolveConfig({ lang: 'en', redirects: [{ from: '/guide/start', to: '/guide/install' }] }), root, { mode: 'dev' });
  await project.scan();
  return project;
}

/** What the middleware does with a GET of `url`: the redirect's status and place, or `next` when it hands the request on. */
function ask(project: Project, url: string): { status?: number; location?: string; next: boolean } {
  const answer: { status?: number; location?: string; next: boolean } = { next: false };
  const res = {
    set statusCode(status: number) {
      answer.status = status;
    },
    setHeader: (_name: string, value: string) => {
      answer.location = value;
    },
    end: () => undefined,
  };
  const handle = redirectMiddleware(project) as unknown as (req: object, res: object, next: () => void) => void;
  handle({ method: 'GET', url }, res, () => {
    answer.next = true;
  });
  return answer;
}

describe('dev redirects', () => {
  it("hands a page's request on without making the folders' redirects, and still applies the rules to it", async () => {
    const project = await devProject();
    const folders = vi.spyOn(project, 'folderRedirects');
    expect(ask(project, '/guide/install')).toEqual({ next: true });
    expect(ask(project, '/guide/start')).toEqual({ next: false, status: 302, location: '/guide/install' });
    expect(folders).not.toHaveBeenCalled();
  });

  it('leads a folder without an index page to its first page on the first request', async () => {
    const project = await devProject();
    expect(ask(project, '/guide/')).toEqual({ next: false, status: 302, location: '/guide/install' });
  });
});
