import { describe, expect, it } from 'vitest';
import { renderFailure } from '#core/ssg/render-failure.ts';
import { QuireError } from '#core/utils/errors.ts';

describe('renderFailure', () => {
  it('names the page by its source file and route, as a compile error names its file', () => {
    const error = renderFailure(new Error('boom'), '/guide/bad', 'docs/en/guide/bad.mdx');
    expect(error).toBeInstanceOf(QuireError);
    expect(error.file).toBe('docs/en/guide/bad.mdx');
    expect(error.message).toBe('docs/en/guide/bad.mdx: error while pre-rendering /guide/bad: boom');
  });

  it('explains a missing global: code written for the browser runs in Node while pre-rendering', () => {
    const missing = new Error('window is not defined');
    missing.name = 'ReferenceError';
    expect(renderFailure(missing, '/a', 'docs/en/a.mdx').message).toBe(
      'docs/en/a.mdx: error while pre-rendering /a: window is not defined (pages are pre-rendered in Node, where browser globals such as window and alert do not exist: use them in effects or event handlers)',
    );
  });

  it('names the route alone for the 404 page, which has no file, and takes anything thrown', () => {
    expect(renderFailure('a string', '/404', undefined).message).toBe('error while pre-rendering /404: a string');
  });
});
