/**
 * Validation of stored conversations (share) and answer ratings (feedback):
 * the shared input rules (no control characters, sources that name pages of
 * this build) plus the shapes below.
 */
import { controlCharacterError, knownRoute } from '../input-rules';
import { ASK_LIMITS } from './ask-request';

export interface StoredSource {
  n: number;
  title: string;
  route: string;
  anchor: string;
  heading: string;
  snippet?: string;
}

export interface StoredTurn {
  question: string;
  answer: string;
  sources: StoredSource[];
}

const MAX_SOURCES = 10;
type Result<T> = { ok: true; value: T } | { ok: false; error: string };

function text(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

function validateSources(
  value: unknown,
  where: string,
  routes: ReadonlySet<string>,
): Result<StoredSource[]> {
  if (!Array.isArray(value) || value.length > MAX_SOURCES) {
    return { ok: false, error: `${where} must be an array of at most ${MAX_SOURCES} sources` };
  }
  const sources: StoredSource[] = [];
  for (const [i, raw] of value.entries()) {
    const s = (raw ?? {}) as Record<string, unknown>;
    const valid =
      Number.isInteger(s.n) &&
      text(s.title, 300) &&
      text(s.route, 1024) &&
      (s.route as string).startsWith('/') &&
      text(s.anchor, 300) &&
      text(s.heading, 300) &&
      (s.snippet === undefined || text(s.snippet, 1000));
    if (!valid)
      return { ok: false, error: `${where}[${i}] must have n, title, route, anchor and heading` };
    const route = knownRoute(s.route as string, `${where}[${i}].route`, routes);
    if (!route.ok) return route;
    sources.push({
      n: s.n as number,
      title: s.title as string,
      route: route.value,
      anchor: s.anchor as string,
      heading: s.heading as string,
      ...(s.snippet === undefined ? {} : { snippet: s.snippet as string }),
    });
  }
  return { ok: true, value: sources };
}

export function validateTurns(body: unknown, routes: ReadonlySet<string>): Result<StoredTurn[]> {
  const controlError = controlCharacterError(body);
  if (controlError) return { ok: false, error: controlError };
  const turns = (body as { turns?: unknown } | null)?.turns;
  if (!Array.isArray(turns) || turns.length === 0 || turns.length > ASK_LIMITS.turns) {
    return { ok: false, error: `turns must be an array of 1 to ${ASK_LIMITS.turns} turns` };
  }
  const clean: StoredTurn[] = [];
  for (const [i, raw] of turns.entries()) {
    const turn = (raw ?? {}) as Record<string, unknown>;
    if (!text(turn.question, ASK_LIMITS.messageChars) || !turn.question.trim()) {
      return {
        ok: false,
        error: `turns[${i}].question must be 1 to ${ASK_LIMITS.messageChars} characters`,
      };
    }
    if (!text(turn.answer, ASK_LIMITS.answerChars)) {
      return {
        ok: false,
        error: `turns[${i}].answer must be at most ${ASK_LIMITS.answerChars} characters`,
      };
    }
    const sources = validateSources(turn.sources ?? [], `turns[${i}].sources`, routes);
    if (!sources.ok) return sources;
    clean.push({ question: turn.question, answer: turn.answer, sources: sources.value });
  }
  return { ok: true, value: clean };
}

export interface AnswerRating {
  rating: 'up' | 'down';
  comment: string | null;
  question: string;
  answer: string;
  sources: StoredSource[];
}

export function validateRating(body: unknown, routes: ReadonlySet<string>): Result<AnswerRating> {
  if (typeof body !== 'object' || body === null)
    return { ok: false, error: 'body must be an object' };
  const controlError = controlCharacterError(body);
  if (controlError) return { ok: false, error: controlError };
  const b = body as Record<string, unknown>;
  if (b.rating !== 'up' && b.rating !== 'down')
    return { ok: false, error: 'rating must be "up" or "down"' };
  if (b.comment !== undefined && b.comment !== null && !text(b.comment, 2000)) {
    return { ok: false, error: 'comment must be a string of at most 2000 characters' };
  }
  if (!text(b.question, ASK_LIMITS.messageChars) || !b.question.trim()) {
    return { ok: false, error: `question must be 1 to ${ASK_LIMITS.messageChars} characters` };
  }
  if (!text(b.answer, ASK_LIMITS.answerChars)) {
    return { ok: false, error: `answer must be at most ${ASK_LIMITS.answerChars} characters` };
  }
  const sources = validateSources(b.sources ?? [], 'sources', routes);
  if (!sources.ok) return sources;
  const comment = typeof b.comment === 'string' && b.comment.trim() ? b.comment.trim() : null;
  return {
    ok: true,
    value: {
      rating: b.rating,
      comment,
      question: b.question,
      answer: b.answer,
      sources: sources.value,
    },
  };
}

/** 128 random bits as 32 hex digits. */
export function shareId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

export const SHARE_ID = /^[0-9a-f]{32}$/;
