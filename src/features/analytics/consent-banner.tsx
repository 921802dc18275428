import { useEffect, useId, useRef, useState } from 'react';
import { analyticsSettings } from './analytics-settings';
import { CONSENT_LABELS as L } from './consent-labels';
import { type ConsentChoice, useConsentStore } from './consent-store';
import './consent-banner.css';

const allowAll: ConsentChoice = { analytics: true, crm: true };
const allowNothing: ConsentChoice = { analytics: false, crm: false };

/**
 * The consent banner: a fixed overlay (it never moves the page), shown until
 * the reader chooses and again from "Cookie settings". Not modal: the page
 * stays usable; it comes first in the tab order so keyboards reach it at once.
 */
export function ConsentBanner() {
  const settingsOpen = useConsentStore((s) => s.settingsOpen);
  const current = useConsentStore((s) => s.choice);
  const decide = useConsentStore((s) => s.decide);
  const closeSettings = useConsentStore((s) => s.closeSettings);
  const [customising, setCustomising] = useState(settingsOpen);
  const [draft, setDraft] = useState<ConsentChoice>(current);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);

  // Opened from "Cookie settings": focus moves in, and back to the opener when it closes.
  useEffect(() => {
    if (!settingsOpen) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('input, button')?.focus();
    return () => opener?.focus();
  }, [settingsOpen]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && settingsOpen) closeSettings();
  };
  const toggle = (name: keyof ConsentChoice) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((choice) => ({ ...choice, [name]: event.target.checked }));

  return (
    <section
      ref={panel}
      className="consent-banner"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="consent-banner"
    >
      <h2 id={titleId} className="consent-title">
        {L.title}
      </h2>
      <p className="consent-intro">{L.intro}</p>
      {customising ? (
        <fieldset className="consent-options">
          <legend className="consent-legend">{L.legend}</legend>
          {analyticsSettings.posthog ? (
            <ConsentOption
              label={L.analytics}
              hint={L.analyticsHint}
              checked={draft.analytics}
              onChange={toggle('analytics')}
            />
          ) : null}
          {analyticsSettings.crm ? (
            <ConsentOption
              label={L.crm}
              hint={L.crmHint}
              checked={draft.crm}
              onChange={toggle('crm')}
            />
          ) : null}
        </fieldset>
      ) : null}
      <div className="consent-actions">
        <button type="button" className="consent-button primary" onClick={() => decide(allowAll)}>
          {L.acceptAll}
        </button>
        <button type="button" className="consent-button" onClick={() => decide(allowNothing)}>
          {L.rejectAll}
        </button>
        {customising ? (
          <button type="button" className="consent-button" onClick={() => decide(draft)}>
            {L.save}
          </button>
        ) : (
          <button type="button" className="consent-button" onClick={() => setCustomising(true)}>
            {L.customise}
          </button>
        )}
      </div>
    </section>
  );
}

function ConsentOption({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  const hintId = useId();
  return (
    <label className="consent-option">
      <input type="checkbox" checked={checked} onChange={onChange} aria-describedby={hintId} />
      <span>
        <span className="consent-option-label">{label}</span>
        <span id={hintId} className="consent-option-hint">
          {hint}
        </span>
      </span>
    </label>
  );
}
