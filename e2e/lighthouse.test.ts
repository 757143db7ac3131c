/**
 * Lighthouse's accessibility score is 100 on the home, a doc and an overview page in both
 * languages (Lighthouse's default phone emulation, accessibility category only to keep each run
 * short). A lower score lists the failing audits and the elements they name.
 */
import { describe, expect, inject, it } from 'vitest';
import { auditPages } from '../scripts/lighthouse-audit';

const site = inject('siteUrl');
const paths = ['/', '/zh/', '/config/output/dist-path', '/zh/config/output/dist-path', '/config/', '/zh/config/'];

describe('Lighthouse', () => {
  it('scores accessibility 100', { timeout: 300_000 }, async () => {
    const results = await auditPages(
      paths.map((p) => site + p),
      { categories: ['accessibility'] },
    );
    const below = results
      .filter((r) => r.scores.accessibility !== 100)
      .map((r) => `${r.url.slice(site.length)}: ${r.scores.accessibility} — ${r.failing.join('; ')}`);
    expect(below).toEqual([]);
    expect(results).toHaveLength(paths.length);
  });
});
