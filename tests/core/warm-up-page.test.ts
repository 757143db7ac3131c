/** The page a fresh dev compile thread compiles to warm up: it must compile cleanly, or the warm-up is lost in silence. */
import { describe, expect, it } from 'vitest';
import { compileMdx } from '#core/markdown/compile.ts';
import { fenceLanguages } from '#core/markdown/warm-languages.ts';
import { WARM_UP_SOURCE, warmUpOptions } from '#core/markdown/warm-up-page.ts';

describe('the warm-up page', () => {
  it('compiles with no warning through the transforms most pages use', async () => {
    const page = await compileMdx(WARM_UP_SOURCE, warmUpOptions('/site'));
    expect(page.warnings).toEqual([]);
    expect(page.title).toBe('Warm-up');
    expect(page.toc.map((h) => h.id)).toEqual(['part', 'last-part']);
    // Highlighted lines, a title, a container: each a transform of its own.
    expect(page.code).toContain('highlighted');
    expect(page.code).toContain('config.ts');
    expect(page.code).toMatch(/quire-directive|tip/);
    expect(fenceLanguages(WARM_UP_SOURCE)).toEqual(['ts', 'js', 'bash', 'json']);
  });
});
