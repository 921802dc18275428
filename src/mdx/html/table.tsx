import type { TableHTMLAttributes } from 'react';
import './table.css';

/** Wide tables scroll sideways inside their own box instead of widening the page; the box is focusable so keyboard users can scroll it too. */
export function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" tabIndex={0} aria-label="Table">
      <table {...props} />
    </section>
  );
}
