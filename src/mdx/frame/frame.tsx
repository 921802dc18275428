import type { ReactNode } from 'react';
import './frame.css';

export interface FrameProps {
  /** Stretch the content (usually a screenshot) to the full width. */
  fullWidth?: boolean;
  /** Caption under the framed content. */
  caption?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A bordered, rounded box around screenshots and embeds. */
export function Frame({ fullWidth, caption, className, children }: FrameProps) {
  const classes = ['frame', fullWidth ? 'frame-full' : '', className ?? ''].filter(Boolean);
  return (
    <figure className={classes.join(' ')}>
      <div className="frame-inner">{children}</div>
      {caption ? <figcaption className="frame-caption">{caption}</figcaption> : null}
    </figure>
  );
}
