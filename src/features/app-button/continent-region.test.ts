import { describe, expect, it } from 'vitest';
import { regionForContinent } from './continent-region';

describe('regionForContinent', () => {
  it.each([
    ['AF', 'eu'],
    ['AN', 'eu'],
    ['AS', 'eu'],
    ['EU', 'eu'],
    ['OC', 'eu'],
    ['NA', 'us'],
    ['SA', 'us'],
  ])('%s → %s', (continent, region) => {
    expect(regionForContinent(continent)).toBe(region);
  });

  it('falls back to EU for unknown codes, blanks and a failed lookup', () => {
    expect(regionForContinent('XX')).toBe('eu');
    expect(regionForContinent('')).toBe('eu');
    expect(regionForContinent(null)).toBe('eu');
    expect(regionForContinent(undefined)).toBe('eu');
  });

  it('accepts lower case and stray spaces', () => {
    expect(regionForContinent(' na ')).toBe('us');
  });
});
