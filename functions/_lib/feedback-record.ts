/** Validation of a feedback post (SPEC.md §3 "Feedback record"). */
import { controlCharacterError, knownRoute, pagePath } from './input-rules';

export const FEEDBACK_LIMITS = {
  bodyBytes: 16 * 1024,
  pageChars: 1024,
  commentChars: 5000,
} as const;

export type FeedbackValue = 'positive' | 'negative';

export interface FeedbackRecord {
  /** The route of the page voted on, as the build names it. */
  page: string;
  feedback: FeedbackValue;
  /** Trimmed; null when absent or blank. */
  comment: string | null;
}

type FeedbackValidation = { ok: true; record: FeedbackRecord } | { ok: false; error: string };

/** Checks the shape of every field first, then that the page is one of `routes`. */
export function validateFeedback(input: unknown, routes: ReadonlySet<string>): FeedbackValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: 'body must be a JSON object with page and feedback' };
  }
  const controlError = controlCharacterError(input);
  if (controlError) return { ok: false, error: controlError };
  const { page, feedback, comment } = input as Record<string, unknown>;

  const path = pagePath(page, 'page', FEEDBACK_LIMITS.pageChars);
  if (!path.ok) return path;
  if (feedback !== 'positive' && feedback !== 'negative') {
    return { ok: false, error: 'feedback must be "positive" or "negative"' };
  }
  if (comment !== undefined && comment !== null && typeof comment !== 'string') {
    return { ok: false, error: 'comment must be a string' };
  }
  const trimmed = typeof comment === 'string' ? comment.trim() : '';
  if (trimmed.length > FEEDBACK_LIMITS.commentChars) {
    return {
      ok: false,
      error: `comment must be at most ${FEEDBACK_LIMITS.commentChars} characters`,
    };
  }
  const route = knownRoute(path.value, 'page', routes);
  if (!route.ok) return route;
  return {
    ok: true,
    record: { page: route.value, feedback, comment: trimmed === '' ? null : trimmed },
  };
}
