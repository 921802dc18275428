import { brand } from '../../../config/site';

/** Brand mark and word mark; the link around it carries the accessible name. */
export function Logo() {
  return (
    <span className="logo">
      <svg width="24" height="24" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path
          d="M8 10h16M16 10v14M11 17c2 3 8 3 10 0"
          stroke="var(--color-primary-fg)"
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className="logo-text">{brand.name}</span>
    </span>
  );
}
