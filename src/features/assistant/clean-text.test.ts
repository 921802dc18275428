import { describe, expect, it } from 'vitest';
import { cleanAnswerText } from './clean-text';

describe('cleanAnswerText', () => {
  it('keeps text, tabs and newlines, and turns CR LF and CR into newlines', () => {
    expect(cleanAnswerText('a\tb\r\nc\rd\n')).toBe('a\tb\nc\nd\n');
  });

  it('drops NUL, terminal escapes, BEL, DEL and C1 controls', () => {
    expect(cleanAnswerText('a\u0000\u001b[31mred\u0007\u007f\u009b!')).toBe('a[31mred!');
  });
});
