import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon, LightbulbIcon, WarningIcon } from '../icons';
import './callout.css';

export type CalloutType = 'default' | 'info' | 'warning' | 'error';

const CALLOUT_KINDS: Record<CalloutType, { label: string; icon: () => ReactNode }> = {
  default: { label: 'Note', icon: LightbulbIcon },
  info: { label: 'Info', icon: InfoIcon },
  warning: { label: 'Warning', icon: WarningIcon },
  error: { label: 'Error', icon: ErrorIcon },
};

export interface CalloutProps {
  type?: CalloutType | string;
  /** Replaces the default icon: an emoji string, or static JSX (`emoji={<b>!</b>}`). */
  emoji?: ReactNode;
  children?: ReactNode;
}

/**
 * A highlighted note: role "note" labelled with its kind, not a live region,
 * because it is static text that should not interrupt a screen reader.
 */
export function Callout({ type = 'default', emoji, children }: CalloutProps) {
  const kind = type in CALLOUT_KINDS ? (type as CalloutType) : 'default';
  const { label, icon: Icon } = CALLOUT_KINDS[kind];
  return (
    <aside className={`callout callout-${kind}`} role="note" aria-label={label} data-type={kind}>
      <span className="callout-icon" aria-hidden="true">
        {emoji ?? <Icon />}
      </span>
      <div className="callout-content">{children}</div>
    </aside>
  );
}
