import type { ReactNode } from 'react';
import { MdxLink } from '../link/mdx-link';
import './feature-grid.css';

export interface FeatureGridProps {
  children?: ReactNode;
}

/** A responsive grid of short feature descriptions. */
export function FeatureGrid({ children }: FeatureGridProps) {
  return <ul className="mkt-features">{children}</ul>;
}

export interface FeatureProps {
  title: string;
  /** A page that explains the feature in depth. */
  href?: string;
  children?: ReactNode;
}

export function Feature({ title, href, children }: FeatureProps) {
  return (
    <li className="mkt-feature">
      <h3 className="mkt-feature-title">{href ? <MdxLink href={href}>{title}</MdxLink> : title}</h3>
      <div className="mkt-feature-body">{children}</div>
    </li>
  );
}
