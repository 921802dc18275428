import type { ReactNode } from 'react';
import { MdxLink } from '../link/mdx-link';
import './hero.css';

export interface HeroProps {
  /** A short label above the heading, e.g. the section name. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The opening block of a marketing page: the page's h1, a lead paragraph and its calls to action. */
export function Hero({ eyebrow, children }: HeroProps) {
  return (
    <section className="mkt-hero">
      {eyebrow ? <p className="mkt-hero-eyebrow">{eyebrow}</p> : null}
      {children}
    </section>
  );
}

export interface HeroActionProps {
  href: string;
  /** The main action is filled; others are outlined. */
  primary?: boolean;
  children?: ReactNode;
}

export function HeroAction({ href, primary, children }: HeroActionProps) {
  return (
    <MdxLink
      href={href}
      className={primary ? 'mkt-hero-action mkt-hero-action-primary' : 'mkt-hero-action'}
    >
      {children}
    </MdxLink>
  );
}
