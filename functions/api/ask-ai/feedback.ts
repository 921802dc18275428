/** POST /api/ask-ai/feedback: a thumbs up or down on one answer, stored with question, sources and answer. */
import { validateRating } from '../../_lib/assistant/conversation-record';
import { countRequest, limitFrom, scopedClientKey } from '../../_lib/assistant/rate-limit';
import { retryWhenBusy } from '../../_lib/busy-retry';
import type { Env } from '../../_lib/env';
import { json, jsonError, methodNotAllowed } from '../../_lib/json';
import { readJsonBody } from '../../_lib/read-json-body';
import { requireRoutes } from '../../_lib/require-routes';

const BODY_BYTES = 64 * 1024;

export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const body = await readJsonBody(request, BODY_BYTES);
  if (!body.ok) return jsonError(body.status, body.error);
  const site = await requireRoutes(env.ASSETS, request);
  if (!site.ok) return site.response;
  const rating = validateRating(body.value, site.routes);
  if (!rating.ok) return jsonError(400, rating.error);
  const client = await scopedClientKey(request, 'ask-ai-feedback');
  const retryAfter = await countRequest(env.DB, client, limitFrom(env.FEEDBACK_RATE_LIMIT, 30));
  if (retryAfter !== null) {
    return jsonError(429, 'too many ratings; try again later', {
      'retry-after': String(retryAfter),
    });
  }
  const id = crypto.randomUUID();
  const { value } = rating;
  await retryWhenBusy(() =>
    env.DB.prepare(
      `INSERT INTO assistant_feedback (id, rating, comment, question, answer, sources)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
      .bind(
        id,
        value.rating,
        value.comment,
        value.question,
        value.answer,
        JSON.stringify(value.sources),
      )
      .run(),
  );
  return json({ id }, 201);
};

export const onRequest: PagesFunction<Env> = () => methodNotAllowed(['POST']);
