/**
 * The titles most generated sidebars read (plain or simply quoted frontmatter) come without the YAML parser, whose
 * module load is most of the title's cost in a one-page edit; anything else still goes to it.
 */
import { describe, expect, it, vi } from 'vitest';

const parsed = vi.hoisted(() => ({ calls: 0 }));
vi.mock('#core/utils/lazy-yaml.ts', () => ({
  parseYaml: () => {
    parsed.calls++;
    return { title: 'from the parser' };
  },
}));

const { frontmatterTitle } = await import('#core/pages/page-title.ts');

describe('a frontmatter title read without the YAML parser', () => {
  it('takes plain and quoted values as they are', () => {
    expect(frontmatterTitle('title: "Metrics overview"\ndescription: "Metrics overview: how it works."')).toBe('Metrics overview');
    expect(frontmatterTitle("title: 'Retry options'\nsidebar_position: 3")).toBe('Retry options');
    expect(frontmatterTitle('title: Plain\ndescription: "a # b"')).toBe('Plain');
    expect(parsed.calls).toBe(0);
  });

  it('leaves escapes, comments and lists to the parser', () => {
    for (const block of ['title: "a \\"b\\""', "title: 'it''s'", 'title: "x" # note', 'tags:\n  - a\ntitle: "x"']) {
      parsed.calls = 0;
      expect(frontmatterTitle(block)).toBe('from the parser');
      expect(parsed.calls).toBe(1);
    }
  });
});
