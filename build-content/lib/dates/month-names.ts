/** Month names (1-12) by lowercased name, per locale; English is always understood. */
const tables = new Map<string, Map<string, number>>();

/**
 * The month names a locale writes, long and short, in both the standalone
 * and the day-of-month form ("январь" and "января"), lowercased, with and
 * without accents and trailing dots, English names included.
 */
export function monthNames(locale: string): Map<string, number> {
  let table = tables.get(locale);
  if (table) return table;
  table = new Map();
  for (const tag of new Set([locale, 'en'])) addLocale(table, tag);
  table.set('sept', 9);
  tables.set(locale, table);
  return table;
}

function addLocale(table: Map<string, number>, locale: string): void {
  const formats: Intl.DateTimeFormat[] = [];
  try {
    for (const month of ['long', 'short'] as const) {
      formats.push(new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }));
      formats.push(new Intl.DateTimeFormat(locale, { month, day: 'numeric', timeZone: 'UTC' }));
    }
  } catch {
    return;
  }
  for (let month = 1; month <= 12; month++) {
    const date = new Date(Date.UTC(2021, month - 1, 15));
    for (const format of formats) {
      const name = format.formatToParts(date).find((part) => part.type === 'month')?.value;
      if (!name || /^\d+$/.test(name)) continue;
      for (const form of forms(name, locale)) if (!table.has(form)) table.set(form, month);
    }
  }
}

function forms(name: string, locale: string): string[] {
  const lower = safeLower(name, locale).replace(/\.$/, '');
  return [lower, withoutAccents(lower)];
}

export function safeLower(text: string, locale: string): string {
  try {
    return text.toLocaleLowerCase(locale);
  } catch {
    return text.toLowerCase();
  }
}

export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
