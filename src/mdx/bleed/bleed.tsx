import type { ReactNode } from 'react';
import './bleed.css';

export interface BleedProps {
  /** Span the whole viewport width instead of stepping a little past the text column. */
  full?: boolean;
  children?: ReactNode;
}

/** Content (a wide screenshot, an embed) that extends past the text column. */
export function Bleed({ full, children }: BleedProps) {
  return <div className={full ? 'bleed bleed-full' : 'bleed'}>{children}</div>;
}
