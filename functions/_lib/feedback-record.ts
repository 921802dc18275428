/** Validation of a feedback post (SPEC.md §3 "Feedback record"). */

export const FEEDBACK_LIMITS = {
  bodyBytes: 16 * 1024,
  pageChars: 1024,
  commentChars: 5000,
} as const;

export type FeedbackValue = 'positive' | 'negative';

export interface FeedbackRecord {
  page: string;
  feedback: FeedbackValue;
  /** Trimmed; null when absent or blank. */
  comment: string | null;
}

type FeedbackValidation = { ok: true; record: FeedbackRecord } | { ok: false; error: string };

// Control characters never occur in a pathname the browser reports.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export function validateFeedback(input: unknown): FeedbackValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: 'body must be a JSON object with page and feedback' };
  }
  const { page, feedback, comment } = input as Record<string, unknown>;

  if (
    typeof page !== 'string' ||
    !page.startsWith('/') ||
    page.length > FEEDBACK_LIMITS.pageChars ||
    CONTROL_CHARS.test(page)
  ) {
    return {
      ok: false,
      error: `page must be a path starting with "/" of at most ${FEEDBACK_LIMITS.pageChars} characters`,
    };
  }
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
  return { ok: true, record: { page, feedback, comment: trimmed === '' ? null : trimmed } };
}
