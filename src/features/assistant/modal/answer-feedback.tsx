import { useState } from 'react';
import { track } from '../../analytics/track';
import { loadOutbox, prepareOutbox } from '../../outbox/load-outbox';
import type { ChatTurn } from '../use-chat';

type Rating = 'up' | 'down';
type State =
  | { step: 'idle' }
  | { step: 'comment'; rating: Rating }
  | { step: 'sending'; rating: Rating }
  | { step: 'sent' }
  /** Kept in the outbox: sent with the same idempotency key once the network is back. */
  | { step: 'saved' }
  | { step: 'failed'; rating: Rating };

/** Through the outbox (src/features/outbox): no network, a 5xx or 429 keeps the rating. */
async function postFeedback(
  turn: ChatTurn,
  rating: Rating,
  comment: string,
): Promise<'sent' | 'saved'> {
  const { send } = await loadOutbox();
  const result = await send('answer-rating', '/api/ask-ai/feedback', {
    rating,
    comment: comment.trim() || undefined,
    question: turn.question,
    answer: turn.answer,
    sources: turn.sources.map(({ n, title, route, anchor, heading }) => ({
      n,
      title,
      route,
      anchor,
      heading,
    })),
  });
  if (result.state === 'rejected') throw new Error(`feedback answered ${result.status}`);
  return result.state === 'queued' ? 'saved' : 'sent';
}

/** Thumbs up or down on one answer, with an optional comment, stored with the answer. */
export function AnswerFeedback({ turn }: { turn: ChatTurn }) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const [comment, setComment] = useState('');
  const send = async (rating: Rating) => {
    track('assistant_interaction', { component_type: 'feedback' });
    setState({ step: 'sending', rating });
    try {
      setState({ step: await postFeedback(turn, rating, comment) });
    } catch {
      setState({ step: 'failed', rating });
    }
  };
  if (state.step === 'saved') {
    return (
      <p className="assistant-feedback-done" role="status">
        Feedback saved. It will be sent when you're back online.
      </p>
    );
  }
  if (state.step === 'sent') {
    return (
      <p className="assistant-feedback-done" role="status">
        Thanks for the feedback!
      </p>
    );
  }
  if (state.step === 'idle') {
    return (
      <fieldset className="assistant-feedback">
        <legend className="sr-only">Rate this answer</legend>
        <button
          type="button"
          className="assistant-icon-button"
          aria-label="Helpful answer"
          onClick={() => {
            prepareOutbox();
            setState({ step: 'comment', rating: 'up' });
          }}
        >
          <span aria-hidden="true">👍</span>
        </button>
        <button
          type="button"
          className="assistant-icon-button"
          aria-label="Unhelpful answer"
          onClick={() => {
            prepareOutbox();
            setState({ step: 'comment', rating: 'down' });
          }}
        >
          <span aria-hidden="true">👎</span>
        </button>
      </fieldset>
    );
  }
  return (
    <form
      className="assistant-feedback-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send(state.rating);
      }}
    >
      <label htmlFor={`assistant-feedback-${turn.id}`}>
        {state.rating === 'up'
          ? 'What was helpful? (optional)'
          : 'What was wrong or missing? (optional)'}
      </label>
      <textarea
        id={`assistant-feedback-${turn.id}`}
        rows={2}
        maxLength={2000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      {state.step === 'failed' ? <p role="alert">Could not send the feedback. Try again.</p> : null}
      <button type="submit" className="assistant-button" disabled={state.step === 'sending'}>
        {state.step === 'sending' ? 'Sending…' : 'Send feedback'}
      </button>
    </form>
  );
}
