import { describe, expect, it } from 'vitest';
import { readDate } from '../../build-content/lib/dates/read-date.ts';

describe('readDate', () => {
  it.each([
    ['2021-08-27', 'en', '2021-08-27'],
    ['2022-07-29T00:00:00.000Z', 'en', '2022-07-29'],
    ['2021/3/18', 'en', '2021-03-18'],
    ['August 27th, 2021', 'en', '2021-08-27'],
    ['Fri Jul 29 2022', 'en-US', '2022-07-29'],
    ['Sept 3, 2020', 'en', '2020-09-03'],
    ['27 Août 2021', 'fr', '2021-08-27'],
    ['25 janvier 2024', 'fr-FR', '2024-01-25'],
    ['27. August 2021', 'de', '2021-08-27'],
    ['27.08.2021', 'de', '2021-08-27'],
    ['5 октября 2023', 'ru', '2023-10-05'],
    ['3 de septiembre de 2020', 'es', '2020-09-03'],
    ['12 مارس 2021', 'ar', '2021-03-12'],
    ['2021년 8월 27일', 'ko', '2021-08-27'],
    ['2021年8月27日', 'ja', '2021-08-27'],
    ['08/27/2021', 'en-US', '2021-08-27'],
    ['27/08/2021', 'fr', '2021-08-27'],
  ])('reads %s (%s) as %s', (value, locale, iso) => {
    expect(readDate(value, locale)).toEqual({ kind: 'day', iso });
  });

  it('knows a day the calendar lacks from a date it cannot read', () => {
    expect(readDate('2024-02-30', 'en')).toEqual({ kind: 'impossible' });
    expect(readDate('February 30, 2024', 'en')).toEqual({ kind: 'impossible' });
    expect(readDate('Printemps 2021', 'fr')).toEqual({ kind: 'unreadable' });
    expect(readDate('March 2021', 'en')).toEqual({ kind: 'unreadable' });
    // A long form only the page's own locale (or English) can read.
    expect(readDate('27 août 2021', 'en-US')).toEqual({ kind: 'unreadable' });
    expect(readDate('27 August 2021 and 28 August 2021', 'en')).toEqual({ kind: 'unreadable' });
  });
});
