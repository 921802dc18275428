/** POST /api/ask-ai/feedback: a thumbs up or down on one answer, stored with question, sources and answer. */
import { validateRating } from '../../_lib/assistant/conversation-record';
import { limitFrom, scopedClientKey } from '../../_lib/assistant/rate-limit';
import { storeOrBusy } from '../../_lib/busy-retry';
import type { Env } from '../../_lib/env';
import { readIdempotencyKey } from '../../_lib/idempotency';
import { json, jsonError, methodNotAllowed } from '../../_lib/json';
import { readJsonBody } from '../../_lib/read-json-body';
import { requireRoutes } from '../../_lib/require-routes';
import { storeWithinLimit } from '../../_lib/store-limited';

const BODY_BYTES = 64 * 1024;

export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const body = await readJsonBody(request, BODY_BYTES);
  if (!body.ok) return jsonError(body.status, body.error);
  const site = await requireRoutes(env.ASSETS, request);
  if (!site.ok) return site.response;
  const rating = validateRating(body.value, site.routes);
  if (!rating.ok) return jsonError(400, rating.error);
  const key = readIdempotencyKey(request);
  if (!key.ok) return jsonError(400, key.error);
  const { value } = rating;
  const client = await scopedClientKey(request, 'ask-ai-feedback');
  // A repeat answers the first rating and counts against no limit.
  const store = await storeOrBusy(() =>
    storeWithinLimit(
      env.DB,
      'assistant-feedback',
      {
        table: 'assistant_feedback',
        columns: {
          rating: value.rating,
          comment: value.comment,
          question: value.question,
          answer: value.answer,
          sources: JSON.stringify(value.sources),
        },
      },
      {
        client,
        limit: limitFrom(env.FEEDBACK_RATE_LIMIT, 30),
        now: Date.now(),
        idempotencyKey: key.key,
      },
    ),
  );
  if (!store.ok) return store.response;
  if (!store.value.stored) {
    return jsonError(429, 'too many ratings; try again later', {
      'retry-after': String(store.value.retryAfterSeconds),
    });
  }
  return json({ id: store.value.id }, 201);
};

export const onRequest: PagesFunction<Env> = () => methodNotAllowed(['POST']);
