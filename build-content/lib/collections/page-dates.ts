import type { CompiledPage } from '../compile-page.ts';
import { readDate } from '../dates/read-date.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { SourceFile } from '../scan.ts';
import { collectionOf } from './collect-entries.ts';
import type { CollectionDeclaration } from './declaration.ts';
import { frontMatterPosition } from './front-matter-position.ts';

/**
 * Pages in no declared collection keep their front matter as written, dates
 * included: only a date naming a day the calendar lacks (`2024-02-30`) is
 * worth a warning, since the page will show it as it is.
 */
export function checkPageDates(input: {
  sources: readonly SourceFile[];
  pages: ReadonlyMap<string, CompiledPage>;
  declaration: CollectionDeclaration;
  fileOf: (relPath: string) => string;
}): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  for (const source of input.sources) {
    const page = input.pages.get(source.relPath);
    const date = page?.frontMatter.date;
    if (!page || typeof date !== 'string') continue;
    if (collectionOf(source.localPath, input.declaration.collections)) continue;
    if (readDate(date, source.locale).kind !== 'impossible') continue;
    warnings.push({
      file: input.fileOf(source.relPath),
      ...frontMatterPosition(page.source, 'date'),
      message: `date ${JSON.stringify(date)} names no day of the calendar: shown as written`,
    });
  }
  return warnings;
}
