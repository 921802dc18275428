import type { ReactNode } from 'react';
import './steps.css';

/** Numbers the `###` headings inside it with a CSS counter, drawn on a vertical rail. */
export function Steps({ children }: { children?: ReactNode }) {
  return <div className="steps">{children}</div>;
}
