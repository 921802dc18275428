import { CheckIcon, CrossIcon } from '../icons';

export type ComparisonValue = boolean | string;

export interface ComparisonTableProps {
  /** Read as the table's name; also labels the scrollable region on small screens. */
  caption: string;
  /** Headers of the compared options (the first column holds the row labels). */
  columns?: string[];
  /** Each row: a label, then one value per column. */
  rows?: [string, ...ComparisonValue[]][];
  /** Index into `columns` of the option to emphasise. */
  highlight?: number;
}

function Cell({ value }: { value: ComparisonValue | undefined }) {
  if (value === true || value === false) {
    return (
      <span className="mkt-compare-mark" data-value={String(value)}>
        {value ? <CheckIcon /> : <CrossIcon />}
        <span>{value ? 'Yes' : 'No'}</span>
      </span>
    );
  }
  return <>{value ?? ''}</>;
}

/** A feature-by-option table; every mark has text, never only an icon. */
export function ComparisonTable({
  caption,
  columns = [],
  rows = [],
  highlight,
}: ComparisonTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="mkt-compare" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((column, index) => (
              <th key={column} scope="col" data-highlight={index === highlight || undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...values]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {columns.map((column, index) => (
                <td key={column} data-highlight={index === highlight || undefined}>
                  <Cell value={values[index]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
