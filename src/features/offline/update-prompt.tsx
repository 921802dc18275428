import './update-prompt.css';

/**
 * Offered when a newer build's service worker is ready: reloading switches the
 * whole page to the new build at once (never old page code with new content).
 */
export function UpdatePrompt({
  onReload,
  onDismiss,
}: {
  onReload: () => void;
  onDismiss: () => void;
}) {
  return (
    <div className="update-prompt">
      <p className="update-prompt-text">New version available — reload</p>
      <button type="button" className="update-prompt-reload" onClick={onReload}>
        Reload
      </button>
      <button type="button" className="update-prompt-dismiss" onClick={onDismiss}>
        Later
      </button>
    </div>
  );
}
