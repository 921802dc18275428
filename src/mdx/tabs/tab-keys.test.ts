import { describe, expect, it } from 'vitest';
import { tabForKey } from './tab-keys';

const disabled = [false, true, false, false];

describe('tabForKey', () => {
  it('steps with the arrows, skipping disabled tabs and wrapping around', () => {
    expect(tabForKey('ArrowRight', 0, disabled)).toBe(2);
    expect(tabForKey('ArrowRight', 3, disabled)).toBe(0);
    expect(tabForKey('ArrowLeft', 2, disabled)).toBe(0);
    expect(tabForKey('ArrowLeft', 0, disabled)).toBe(3);
  });

  it('jumps to the ends with Home, End, PageUp and PageDown', () => {
    expect(tabForKey('Home', 3, disabled)).toBe(0);
    expect(tabForKey('PageUp', 3, disabled)).toBe(0);
    expect(tabForKey('End', 0, disabled)).toBe(3);
    expect(tabForKey('PageDown', 0, disabled)).toBe(3);
  });

  it('picks the tab itself with Enter and Space', () => {
    expect(tabForKey('Enter', 2, disabled)).toBe(2);
    expect(tabForKey(' ', 3, disabled)).toBe(3);
  });

  it('ignores other keys and groups without a usable tab', () => {
    expect(tabForKey('a', 0, disabled)).toBeNull();
    expect(tabForKey('ArrowRight', 0, [true, true])).toBeNull();
  });
});
