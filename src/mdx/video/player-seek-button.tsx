import { SeekButton } from '@vidstack/react';

/** A circular arrow with the number of seconds inside; mirrored (arrow only) for forward. */
function SeekIcon({ seconds }: { seconds: number }) {
  const arrow = (
    <>
      <path d="M16 6a10 10 0 1 1-9.4 6.6" />
      <path d="M6 5.5v6h6" />
    </>
  );
  return (
    <svg
      className="vds-icon"
      viewBox="0 0 32 32"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {seconds < 0 ? arrow : <g transform="matrix(-1 0 0 1 32 0)">{arrow}</g>}
      <text
        x="16"
        y="20"
        textAnchor="middle"
        fontSize="9"
        fontWeight="700"
        fill="currentColor"
        stroke="none"
      >
        {Math.abs(seconds)}
      </text>
    </svg>
  );
}

/** The seek buttons next to play (SPEC.md §9: 30 s), styled like the layout's own buttons. */
export function PlayerSeekButton({ seconds }: { seconds: number }) {
  const label = `${seconds < 0 ? 'Back' : 'Forward'} ${Math.abs(seconds)} seconds`;
  return (
    <SeekButton className="vds-seek-button vds-button" seconds={seconds} aria-label={label}>
      <SeekIcon seconds={seconds} />
    </SeekButton>
  );
}
