import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  canSendComment,
  type FeedbackChoice,
  feedbackReducer,
  initialFeedbackState,
} from './feedback-machine';
import { type FeedbackPost, isQueued, postFeedback, whenDelivered } from './post-feedback';

type Post = (body: FeedbackPost) => Promise<unknown>;

/** Wires the feedback state machine to its two posts. */
export function useFeedback(page: string, post: Post = postFeedback) {
  const [state, dispatch] = useReducer(feedbackReducer, initialFeedbackState);
  // The latest state for the callbacks, without re-creating them on every keystroke.
  const latest = useRef(state);
  latest.current = state;
  // Delivery notices of posts kept in the outbox, dropped with the widget.
  const watching = useRef<(() => void)[]>([]);
  useEffect(
    () => () => {
      for (const stop of watching.current) stop();
    },
    [],
  );
  const watch = useCallback((result: unknown) => {
    if (!isQueued(result)) return;
    watching.current.push(whenDelivered(result.key, () => dispatch({ type: 'delivered' })));
  }, []);

  // A new page is a new question: start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets only when the page changes
  useEffect(() => {
    dispatch({ type: 'close' });
  }, [page]);

  const vote = useCallback(
    (choice: FeedbackChoice) => {
      const current = latest.current;
      if (current.choice !== null || current.votePending) return;
      const attempt = current.attempt + 1;
      dispatch({ type: 'vote', choice });
      post({ page, feedback: choice }).then(
        (result) => {
          dispatch({ type: isQueued(result) ? 'vote-queued' : 'vote-posted', attempt });
          watch(result);
        },
        () => dispatch({ type: 'vote-failed', attempt }),
      );
    },
    [page, post, watch],
  );

  const send = useCallback(() => {
    const current = latest.current;
    if (!canSendComment(current) || !current.choice) return;
    const { attempt } = current;
    dispatch({ type: 'send' });
    post({ page, feedback: current.choice, comment: current.comment.trim() }).then(
      (result) => {
        dispatch({ type: isQueued(result) ? 'queued' : 'sent', attempt });
        watch(result);
      },
      () => dispatch({ type: 'send-failed', attempt }),
    );
  }, [page, post, watch]);

  const setComment = useCallback(
    (comment: string) => dispatch({ type: 'comment-changed', comment }),
    [],
  );
  const close = useCallback(() => dispatch({ type: 'close' }), []);

  return { state, canSend: canSendComment(state), vote, send, setComment, close };
}
