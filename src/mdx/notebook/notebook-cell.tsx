import type { ReactNode } from 'react';
import './notebook.css';

export interface NotebookCellProps {
  /** Jupyter's execution counter; null for a cell that was never run. */
  executionCount?: number | null;
  language?: string;
  children?: ReactNode;
}

/** A code cell of a notebook page: Jupyter's `In [n]:` prompt beside the highlighted source, its outputs below it. */
export function NotebookCell({ executionCount, language, children }: NotebookCellProps) {
  const count = typeof executionCount === 'number' ? String(executionCount) : ' ';
  return (
    <div className="notebook-cell" data-language={language}>
      <div className="notebook-prompt" aria-hidden="true">
        In [{count}]:
      </div>
      <div className="notebook-cell-source">{children}</div>
    </div>
  );
}
