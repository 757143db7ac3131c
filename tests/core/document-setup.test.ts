/**
 * What every document shares, as the document cache keys it, covers the framework's own code: an
 * upgrade that changes only the document around the page (its head, the tags that load its scripts) must not
 * leave the last build's documents in the output.
 */
import { describe, expect, it } from 'vitest';
import { documentSetupOf } from '#core/pipeline/steps/render.ts';

const parts = { config: { base: '/' }, site: { title: 'T' }, assets: { entryJs: ['static/js/index.1.js'], entryCss: [] }, inlineScript: 'x()' };

describe('the documents’ shared setup', () => {
  it('changes with the framework’s fingerprint, and with the assets around the page', () => {
    const key = (setup: unknown) => JSON.stringify(setup);
    const base = key(documentSetupOf({ ...parts, framework: 'a' }));
    expect(key(documentSetupOf({ ...parts, framework: 'b' }))).not.toBe(base);
    expect(key(documentSetupOf({ ...parts, framework: 'a', assets: { entryJs: ['static/js/index.2.js'], entryCss: [] } }))).not.toBe(base);
    expect(key(documentSetupOf({ ...parts, framework: 'a' }))).toBe(base);
  });
});
