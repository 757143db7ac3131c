/** The pure parts of the dev-server edit measurement: marker words and the summary of the stamps. */
import { describe, expect, it } from 'vitest';
import { MARKER_PREFIX, editParagraph, markerWord, summarizeEdits } from '../../scripts/bench/edit-stamps.mjs';

describe('marker words', () => {
  it('are letters and digits with the prefix (what the observer in the page looks for), unique per edit and run', () => {
    const a = markerWord(0, 'lx3k9');
    const b = markerWord(1, 'lx3k9');
    expect(a).toMatch(new RegExp(`^${MARKER_PREFIX}[a-z0-9]+$`));
    expect(a).not.toBe(b);
    expect(markerWord(0, 'other')).not.toBe(a);
  });

  it('refuses a tag that Markdown could change', () => {
    expect(() => markerWord(0, 'a_b')).toThrow(/lowercase letters and digits/);
  });

  it('are appended as a paragraph of their own', () => {
    const word = markerWord(3, 'run1');
    expect(editParagraph(word)).toMatch(new RegExp(`^\\n\\n[^\\n]*\\b${word}\\b[^\\n]*\\n$`));
  });
});

describe('summarizeEdits', () => {
  it('takes the median and spread of write → visible, and calls edits without a reload hot', () => {
    const s = summarizeEdits([
      { writtenAt: 1000, visibleAt: 1180, reloaded: false },
      { writtenAt: 2000, visibleAt: 2250, reloaded: false },
      { writtenAt: 3000, visibleAt: 3210, reloaded: false },
    ]);
    expect(s.ms).toMatchObject({ median: 210, min: 180, max: 250 });
    expect(s).toMatchObject({ edits: 3, missed: 0, update: 'hot' });
  });

  it('counts edits that never showed up as missed, leaves them out of the times, and tells reloads apart', () => {
    const s = summarizeEdits([
      { writtenAt: 0, visibleAt: 400, reloaded: true },
      { writtenAt: 0, visibleAt: undefined, reloaded: false },
      { writtenAt: 0, visibleAt: 600, reloaded: true },
    ]);
    expect(s.ms?.runs).toEqual([400, 600]);
    expect(s).toMatchObject({ edits: 3, missed: 1, update: 'reload' });
    expect(
      summarizeEdits([
        { writtenAt: 0, visibleAt: 100, reloaded: true },
        { writtenAt: 0, visibleAt: 90, reloaded: false },
      ]).update,
    ).toBe('mixed');
  });

  it('has no figure when nothing showed up, and clamps a stamp before the write to 0', () => {
    expect(summarizeEdits([{ writtenAt: 5, visibleAt: undefined, reloaded: false }])).toEqual({
      ms: undefined,
      edits: 1,
      missed: 1,
      update: undefined,
    });
    expect(summarizeEdits([{ writtenAt: 5, visibleAt: 4, reloaded: false }]).ms?.median).toBe(0);
  });
});
