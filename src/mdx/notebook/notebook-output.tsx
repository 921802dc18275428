import type { ReactNode } from 'react';
import './notebook.css';

export type NotebookOutputType =
  | 'stream'
  | 'execute_result'
  | 'display_data'
  | 'error'
  | 'image'
  | 'json'
  | 'text'
  | 'html';

export interface NotebookOutputProps {
  type?: NotebookOutputType | string;
  /** Stream name for `stream` outputs: stdout or stderr. */
  name?: string;
  children?: ReactNode;
}

const LABELS: Record<string, string> = {
  stderr: 'Standard error',
  error: 'Error output',
};

/**
 * One output of a code cell. The build has already turned the output into
 * elements (text, highlighted JSON, images, ANSI-coloured tracebacks); this
 * frames it so stdout, stderr and errors look different.
 */
export function NotebookOutput({ type = 'text', name, children }: NotebookOutputProps) {
  const variant = type === 'stream' ? (name === 'stderr' ? 'stderr' : 'stdout') : type;
  const label = LABELS[variant];
  return (
    <div
      className={`notebook-output notebook-output-${variant}`}
      data-output-type={type}
      data-stream={type === 'stream' ? (name ?? 'stdout') : undefined}
    >
      {label ? <span className="notebook-output-label">{label}</span> : null}
      <div className="notebook-output-body">{children}</div>
    </div>
  );
}
