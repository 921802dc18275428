import type { CSSProperties, ReactNode } from 'react';
import { ArrowRightIcon } from '../icons';
import { MdxLink } from '../link/mdx-link';
import './cards.css';

export interface CardsProps {
  /** Cards per row on wide screens. */
  num?: number;
  children?: ReactNode;
}

/** A responsive grid of link cards. */
export function Cards({ num, children }: CardsProps) {
  const style = num ? ({ '--cards-columns': num } as CSSProperties) : undefined;
  return (
    <div className="cards" style={style}>
      {children}
    </div>
  );
}

export interface CardProps {
  title: ReactNode;
  href: string;
  /** An emoji or short text shown before the title. */
  icon?: ReactNode;
  /** Show an arrow after the title to say "go there". */
  arrow?: boolean;
  children?: ReactNode;
}

export function Card({ title, href, icon, arrow, children }: CardProps) {
  return (
    <MdxLink href={href} className="cards-card">
      <span className="cards-card-title">
        {icon ? (
          <span className="cards-card-icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span>{title}</span>
        {arrow ? (
          <span className="cards-card-arrow" aria-hidden="true">
            <ArrowRightIcon />
          </span>
        ) : null}
      </span>
      {children ? <span className="cards-card-body">{children}</span> : null}
    </MdxLink>
  );
}
