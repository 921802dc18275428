/** POST /api/ask-ai: a grounded answer to the last question, streamed as server-sent events. */

import { brand } from '../../config/site';
import { answerStream, modelConfigFrom } from '../_lib/assistant/answer-stream';
import { ASK_LIMITS, validateAskRequest } from '../_lib/assistant/ask-request';
import { retrieveSections } from '../_lib/assistant/hybrid-retrieval';
import { loadRetriever, resolveLocale } from '../_lib/assistant/load-retriever';
import { countRequest, limitFrom, scopedClientKey } from '../_lib/assistant/rate-limit';
import { SSE_HEADERS } from '../_lib/assistant/sse';
import type { Env } from '../_lib/env';
import { jsonError, methodNotAllowed } from '../_lib/json';
import { readJsonBody } from '../_lib/read-json-body';

const SOURCE_COUNT = 5;
const DEFAULT_RATE_LIMIT = 20;

export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const body = await readJsonBody(request, ASK_LIMITS.bodyBytes);
  if (!body.ok) return jsonError(body.status, body.error);
  const validation = validateAskRequest(body.value);
  if (!validation.ok) return jsonError(validation.status, validation.error);

  const client = await scopedClientKey(request, 'ask-ai');
  const retryAfter = await countRequest(
    env.DB,
    client,
    limitFrom(env.ASK_AI_RATE_LIMIT, DEFAULT_RATE_LIMIT),
  );
  if (retryAfter !== null) {
    return jsonError(429, 'too many questions; try again in a minute', {
      'retry-after': String(retryAfter),
    });
  }

  const origin = new URL(request.url).origin;
  const locale = await resolveLocale(env.ASSETS, origin, validation.value.locale);
  const retriever = locale ? await loadRetriever(env.ASSETS, origin, locale) : null;
  if (!retriever) return jsonError(503, 'the documentation index is not available');

  const { messages } = validation.value;
  const question = messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
  const sections = await retrieveSections(env, origin, retriever, question, SOURCE_COUNT);
  const stream = answerStream({
    retriever,
    sections,
    conversation: messages,
    model: modelConfigFrom(env),
    origin,
    siteName: brand.name,
  });
  return new Response(stream, { headers: SSE_HEADERS });
};

export const onRequest: PagesFunction<Env> = () => methodNotAllowed(['POST']);
