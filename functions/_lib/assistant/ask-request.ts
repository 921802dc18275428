/** Validation of `POST /api/ask-ai` bodies: `{messages: [{role, content}], locale?}`. */
import type { ChatMessage } from './openai-stream';

export const ASK_LIMITS = {
  messageChars: 2000,
  turns: 20,
  /** 20 turns of user and assistant messages, assistant answers may be longer than questions. */
  bodyBytes: 256 * 1024,
  answerChars: 8000,
} as const;

export interface AskRequest {
  messages: ChatMessage[];
  locale?: string;
}

type Validation = { ok: true; value: AskRequest } | { ok: false; status: 400 | 413; error: string };

export function validateAskRequest(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, status: 400, error: 'body must be an object with a messages array' };
  }
  const { messages, locale } = body as Record<string, unknown>;
  if (!Array.isArray(messages) || messages.length === 0) {
    return { ok: false, status: 400, error: 'messages must be a non-empty array' };
  }
  if (locale !== undefined && (typeof locale !== 'string' || !/^[A-Za-z-]{2,16}$/.test(locale))) {
    return { ok: false, status: 400, error: 'locale must be a locale code like en-US' };
  }
  const clean: ChatMessage[] = [];
  for (const [i, message] of messages.entries()) {
    const { role, content } = (message ?? {}) as Record<string, unknown>;
    if (role !== 'user' && role !== 'assistant') {
      return { ok: false, status: 400, error: `messages[${i}].role must be "user" or "assistant"` };
    }
    if (typeof content !== 'string' || content.trim() === '') {
      return { ok: false, status: 400, error: `messages[${i}].content must be a non-empty string` };
    }
    const limit = role === 'user' ? ASK_LIMITS.messageChars : ASK_LIMITS.answerChars;
    if (content.length > limit) {
      return {
        ok: false,
        status: 413,
        error: `messages[${i}].content is longer than ${limit} characters`,
      };
    }
    clean.push({ role, content });
  }
  if (clean.at(-1)?.role !== 'user') {
    return { ok: false, status: 400, error: 'the last message must come from the user' };
  }
  const turns = clean.filter((message) => message.role === 'user').length;
  if (turns > ASK_LIMITS.turns) {
    return {
      ok: false,
      status: 413,
      error: `a conversation holds at most ${ASK_LIMITS.turns} turns; start a new one`,
    };
  }
  return { ok: true, value: { messages: clean, locale: locale as string | undefined } };
}
