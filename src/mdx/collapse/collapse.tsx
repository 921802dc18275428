import type { ReactNode } from 'react';

export interface CollapseProps {
  /** Content is shown only while open (Nextra's default for static content: open). */
  isOpen?: boolean;
  className?: string;
  children?: ReactNode;
}

/** Nextra's Collapse in a static page: shown when open, hidden (but kept) when closed. */
export function Collapse({ isOpen = true, className, children }: CollapseProps) {
  return (
    <div className={className} hidden={!isOpen}>
      {children}
    </div>
  );
}
