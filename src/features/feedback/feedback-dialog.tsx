import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { FEEDBACK_LABELS as L } from './feedback-labels';
import type { FeedbackState } from './feedback-machine';

/**
 * The dialog a thumb opens (Headless UI: focus trap, Escape and outside click
 * close it). Loaded lazily: it is not part of the page's first load.
 */
export default function FeedbackDialog({
  state,
  canSend,
  onCommentChange,
  onSend,
  onClose,
}: {
  state: FeedbackState;
  canSend: boolean;
  onCommentChange: (comment: string) => void;
  onSend: () => void;
  onClose: () => void;
}) {
  const positive = state.choice === 'positive';
  return (
    <Dialog open={state.dialogOpen} onClose={onClose} className="dialog feedback-dialog">
      <div className="dialog-backdrop" aria-hidden="true" />
      <div className="dialog-frame">
        <DialogPanel
          className="dialog-panel feedback-dialog-panel"
          data-choice={state.choice ?? undefined}
        >
          {state.submitted ? (
            <>
              <DialogTitle className="dialog-title">{L.submittedTitle}</DialogTitle>
              <Description className="dialog-text" role="status">
                {state.saved === 'queued' ? L.saved : L.submittedText}
              </Description>
              <div className="feedback-dialog-actions">
                <button type="button" className="feedback-button-primary" onClick={onClose}>
                  {L.done}
                </button>
              </div>
            </>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                onSend();
              }}
            >
              <DialogTitle className="dialog-title">
                {positive ? L.positiveTitle : L.negativeTitle}
              </DialogTitle>
              <Description className="dialog-text">
                {positive ? L.positivePrompt : L.negativePrompt}
              </Description>
              <label className="feedback-dialog-label" htmlFor="feedback-comment">
                {L.commentLabel}
              </label>
              <textarea
                id="feedback-comment"
                className="feedback-dialog-comment"
                rows={4}
                value={state.comment}
                readOnly={state.commentPending}
                required={!positive}
                onChange={(event) => onCommentChange(event.target.value)}
              />
              {state.commentFailed ? (
                <p className="feedback-dialog-error" role="alert">
                  {L.sendFailed}
                </p>
              ) : null}
              <div className="feedback-dialog-actions">
                <button type="button" className="feedback-button-secondary" onClick={onClose}>
                  {L.cancel}
                </button>
                <button type="submit" className="feedback-button-primary" disabled={!canSend}>
                  {state.commentPending ? L.submitting : L.send}
                </button>
              </div>
            </form>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
