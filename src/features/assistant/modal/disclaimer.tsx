import { useId, useState } from 'react';
import { assistantConfig } from '../../../../config/assistant';

/** The 'AI-generated response' label; its tooltip shows on hover and keyboard focus. */
export function Disclaimer() {
  const tooltipId = useId();
  const [shown, setShown] = useState(false);
  const { label, tooltip } = assistantConfig.disclaimer;
  return (
    <span className="assistant-disclaimer">
      <button
        type="button"
        className="assistant-disclaimer-label"
        aria-describedby={tooltipId}
        onMouseEnter={() => setShown(true)}
        onMouseLeave={() => setShown(false)}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && shown) {
            event.stopPropagation();
            setShown(false);
          }
        }}
      >
        {label}
      </button>
      <span id={tooltipId} role="tooltip" className="assistant-tooltip" hidden={!shown}>
        {tooltip}
      </span>
    </span>
  );
}
