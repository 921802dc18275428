/** POST /api/ask-ai/feedback: a thumbs up or down on one answer, stored with question, sources and answer. */
import { validateRating } from '../../_lib/assistant/conversation-record';
import { countRequest, limitFrom, scopedClientKey } from '../../_lib/assistant/rate-limit';
import { storeOrBusy } from '../../_lib/busy-retry';
import type { Env } from '../../_lib/env';
import { CLAIM_HELD, claimKey, readIdempotencyKey, storedRecordId } from '../../_lib/idempotency';
import { json, jsonError, methodNotAllowed } from '../../_lib/json';
import { readJsonBody } from '../../_lib/read-json-body';
import { requireRoutes } from '../../_lib/require-routes';

const BODY_BYTES = 64 * 1024;
const SCOPE = 'assistant-feedback';

export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const body = await readJsonBody(request, BODY_BYTES);
  if (!body.ok) return jsonError(body.status, body.error);
  const site = await requireRoutes(env.ASSETS, request);
  if (!site.ok) return site.response;
  const rating = validateRating(body.value, site.routes);
  if (!rating.ok) return jsonError(400, rating.error);
  const key = readIdempotencyKey(request);
  if (!key.ok) return jsonError(400, key.error);
  const store = await storeOrBusy(async () => {
    // A repeat answers the first rating and counts against no limit.
    const earlier = key.key ? await storedRecordId(env.DB, SCOPE, key.key) : null;
    if (earlier) return { id: earlier };
    const client = await scopedClientKey(request, 'ask-ai-feedback');
    const retryAfter = await countRequest(env.DB, client, limitFrom(env.FEEDBACK_RATE_LIMIT, 30));
    if (retryAfter !== null) return { retryAfter };
    return { id: await insertRating(env.DB, rating.value, key.key) };
  });
  if (!store.ok) return store.response;
  if ('retryAfter' in store.value) {
    return jsonError(429, 'too many ratings; try again later', {
      'retry-after': String(store.value.retryAfter),
    });
  }
  return json({ id: store.value.id }, 201);
};

type Rating = Extract<ReturnType<typeof validateRating>, { ok: true }>['value'];

/** One INSERT, with the key claimed in the same batch; a lost race answers the winner's id. */
async function insertRating(db: D1Database, value: Rating, key: string | null): Promise<string> {
  const id = crypto.randomUUID();
  const insert = db
    .prepare(
      `INSERT INTO assistant_feedback (id, rating, comment, question, answer, sources)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${key ? CLAIM_HELD(7) : '1'}`,
    )
    .bind(
      id,
      value.rating,
      value.comment,
      value.question,
      value.answer,
      JSON.stringify(value.sources),
      ...(key ? [SCOPE, key, id] : []),
    );
  if (!key) {
    await insert.run();
    return id;
  }
  const [, inserted] = await db.batch([claimKey(db, SCOPE, key, id), insert]);
  if (inserted.meta.changes === 1) return id;
  const winner = await storedRecordId(db, SCOPE, key);
  if (!winner) throw new Error('the rating was neither stored nor claimed');
  return winner;
}

export const onRequest: PagesFunction<Env> = () => methodNotAllowed(['POST']);
