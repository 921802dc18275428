import { SeekButton } from '@vidstack/react';
import { defaultLayoutIcons } from '@vidstack/react/player/layouts/default';

/** The seek buttons next to play (SPEC.md §9: 30 s), styled like the layout's own buttons. */
export function PlayerSeekButton({ seconds }: { seconds: number }) {
  const Icon =
    seconds < 0 ? defaultLayoutIcons.SeekButton.Backward : defaultLayoutIcons.SeekButton.Forward;
  const label = `${seconds < 0 ? 'Back' : 'Forward'} ${Math.abs(seconds)} seconds`;
  return (
    <SeekButton className="vds-seek-button vds-button" seconds={seconds} aria-label={label}>
      <Icon className="vds-icon" />
    </SeekButton>
  );
}
