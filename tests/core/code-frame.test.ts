import { describe, expect, it } from 'vitest';
import { codeFrame } from '#core/utils/code-frame.ts';

describe('codeFrame', () => {
  const text = ['# Page', '', 'Intro.', '', 'Some <div words.', '', '## Next', 'Last line.'].join('\n');

  it('shows two lines either side, numbered, the line marked and a caret under the column', () => {
    expect(codeFrame(text, { line: 5, column: 16 })).toBe(
      ['  3 | Intro.', '  4 |', '> 5 | Some <div words.', '    |                ^', '  6 |', '  7 | ## Next'].join('\n'),
    );
  });

  it('stops at the ends of the file, pads numbers to the widest, keeps tabs before the caret', () => {
    expect(codeFrame(text, { line: 1, column: 1 })).toBe(['> 1 | # Page', '    | ^', '  2 |', '  3 | Intro.'].join('\n'));
    const long = `${'x\n'.repeat(9)}\tbad here\nend`;
    expect(codeFrame(long, { line: 10, column: 3 }, 1)).toBe(['   9 | x', '> 10 | \tbad here', '     | \t ^', '  11 | end'].join('\n'));
  });

  it('is empty for a line the text does not have', () => {
    expect(codeFrame(text, { line: 40, column: 1 })).toBe('');
  });
});
