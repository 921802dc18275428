import { monthNames, safeLower, withoutAccents } from './month-names.ts';

/** What a front matter date says: a day, a day that cannot exist, or nothing this build can read. */
export type DateReading =
  | { kind: 'day'; iso: string }
  | { kind: 'impossible' }
  | { kind: 'unreadable' };

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const YEAR_FIRST = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/;
const CJK = /^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]?/;
const DAY_FIRST_DOTS = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const SLASHES = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ORDINAL = /^(\d{1,2})(?:st|nd|rd|th|er|e|re|º|°|\.)?$/;

/**
 * Reads a date as people write it in front matter: ISO (`2021-08-27`, with
 * or without a time), `2021/8/27`, English long forms (`August 27th, 2021`,
 * `Fri Jul 29 2022`), long forms of the page's locale (`27 Août 2021`,
 * `5 октября 2023`), East Asian forms (`2021년 8월 27일`, `2021年8月27日`) and
 * numeric day/month forms. A date naming a day the calendar lacks
 * (`2024-02-30`) is impossible; anything else is unreadable and is shown as written.
 */
export function readDate(value: string, locale: string): DateReading {
  const text = value.trim();
  const numeric = ISO.exec(text) ?? YEAR_FIRST.exec(text) ?? CJK.exec(text.replace(/\s+/g, ' '));
  if (numeric) return day(+numeric[1], +numeric[2], +numeric[3]);
  const dots = DAY_FIRST_DOTS.exec(text);
  if (dots) return day(+dots[3], +dots[2], +dots[1]);
  const slashes = SLASHES.exec(text);
  if (slashes) {
    const [first, second] = [+slashes[1], +slashes[2]];
    const monthFirst = first <= 12 && (second > 12 || /^en(-US)?$/i.test(locale));
    return monthFirst ? day(+slashes[3], first, second) : day(+slashes[3], second, first);
  }
  return wordDate(text, locale);
}

/** A date with its month written out, in any order of day, month and year. */
function wordDate(text: string, locale: string): DateReading {
  const names = monthNames(locale);
  let month: number | undefined;
  let dayOfMonth: number | undefined;
  let year: number | undefined;
  const words = safeLower(text, locale).split(/[\s,]+|(?<=\p{L})\.(?=\s|$)/u);
  for (const raw of words) {
    const word = raw.replace(/^[(]+|[)]+$/g, '');
    if (!word) continue;
    if (/^\d{4}$/.test(word)) {
      if (year !== undefined) return { kind: 'unreadable' };
      year = +word;
      continue;
    }
    const ordinal = ORDINAL.exec(word);
    if (ordinal) {
      if (dayOfMonth !== undefined) return { kind: 'unreadable' };
      dayOfMonth = +ordinal[1];
      continue;
    }
    if (/\d/.test(word)) return { kind: 'unreadable' };
    const named = names.get(word) ?? names.get(withoutAccents(word));
    if (named !== undefined) {
      if (month !== undefined && month !== named) return { kind: 'unreadable' };
      month = named;
    }
  }
  if (month === undefined || dayOfMonth === undefined || year === undefined)
    return { kind: 'unreadable' };
  return day(year, month, dayOfMonth);
}

function day(year: number, month: number, dayOfMonth: number): DateReading {
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31) return { kind: 'impossible' };
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== dayOfMonth)
    return { kind: 'impossible' };
  return { kind: 'day', iso: date.toISOString().slice(0, 10) };
}
