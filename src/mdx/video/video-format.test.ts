import { describe, expect, it } from 'vitest';
import { cssAspectRatio, formatDuration } from './video-format';

describe('formatDuration', () => {
  it('shows minutes:seconds followed by min', () => {
    expect(formatDuration(0)).toBe('0:00 min');
    expect(formatDuration(9.6)).toBe('0:10 min');
    expect(formatDuration(65)).toBe('1:05 min');
    expect(formatDuration(600)).toBe('10:00 min');
  });
});

describe('cssAspectRatio', () => {
  it('accepts numbers and W/H or W:H strings, else falls back to 16 / 9', () => {
    expect(cssAspectRatio(1.5)).toBe('1.5');
    expect(cssAspectRatio('16/9')).toBe('16 / 9');
    expect(cssAspectRatio(' 4 : 3 ')).toBe('4 / 3');
    expect(cssAspectRatio('wide')).toBe('16 / 9');
    expect(cssAspectRatio(0)).toBe('16 / 9');
    expect(cssAspectRatio('0/9')).toBe('16 / 9');
    expect(cssAspectRatio(undefined)).toBe('16 / 9');
  });
});
