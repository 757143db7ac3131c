/** Compiles MDX with the framework's compiler and renders the module to static HTML. */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll } from 'vitest';
import { type CompileOptions, type CompiledPage, compileMdx } from '#core/markdown/compile.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rootRequire = createRequire(path.join(repo, 'package.json'));
const runtimeRequire = createRequire(path.join(repo, 'packages/runtime/package.json'));
const coreRequire = createRequire(path.join(repo, 'packages/core/package.json'));

/** Imports a package the way the core package resolves it (for github-slugger and the like). */
export async function importFromCore<T>(name: string): Promise<T> {
  return (await import(pathToFileURL(coreRequire.resolve(name)).href)) as T;
}

export function options(overrides: Partial<CompileOptions> = {}): CompileOptions {
  return {
    filePath: '/site/docs/en/guide/page.mdx',
    relativePath: 'en/guide/page.mdx',
    projectRoot: '/site',
    lang: 'en',
    langs: ['en', 'zh'],
    defaultLang: 'en',
    ...overrides,
  };
}

export const zhOptions = (overrides: Partial<CompileOptions> = {}) =>
  options({ filePath: '/site/docs/zh/guide/page.mdx', relativePath: 'zh/guide/page.mdx', lang: 'zh', ...overrides });

export function compile(source: string, overrides: Partial<CompileOptions> = {}): Promise<CompiledPage> {
  return compileMdx(source, options(overrides));
}

/** Rejection of a promise, or a failure when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

const components = {
  Container: ({ type, title, children }: { type: string; title?: string; children?: ReactNode }) =>
    createElement('aside', { 'data-type': type, 'data-title': title }, children),
  CodeBlock: ({ lang, title, html }: { lang: string; title?: string; html: string }) =>
    createElement('figure', { 'data-lang': lang, 'data-title': title, dangerouslySetInnerHTML: { __html: html } }),
};

let tmp: string | undefined;
let counter = 0;

// Registered while the importing test file is collected: removes that file's rendered modules.
afterAll(async () => {
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  tmp = undefined;
});

/** Runs the compiled module and renders it with stand-in `Container` and `CodeBlock` components. */
export async function renderCompiled(code: string): Promise<string> {
  tmp ??= await fs.mkdtemp(path.join(os.tmpdir(), 'quire-mdx-'));
  const resolved = code
    .replace(/from "react\/jsx-runtime"/g, `from ${JSON.stringify(pathToFileURL(rootRequire.resolve('react/jsx-runtime')).href)}`)
    .replace(/from "@mdx-js\/react"/g, `from ${JSON.stringify(pathToFileURL(runtimeRequire.resolve('@mdx-js/react')).href)}`);
  const file = path.join(tmp, `page-${counter++}.mjs`);
  await fs.writeFile(file, resolved);
  const mod = (await import(pathToFileURL(file).href)) as { default: (props: { components: typeof components }) => ReactNode };
  return renderToStaticMarkup(createElement(mod.default, { components }));
}

export async function renderMdx(source: string, overrides: Partial<CompileOptions> = {}): Promise<string> {
  return renderCompiled((await compile(source, overrides)).code);
}
