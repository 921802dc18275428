/** POST /api/ask-ai/share: stores a conversation (with its sources) under an unguessable id. */
import { ASK_LIMITS } from '../../_lib/assistant/ask-request';
import { shareId, validateTurns } from '../../_lib/assistant/conversation-record';
import { countRequest, limitFrom, scopedClientKey } from '../../_lib/assistant/rate-limit';
import { retryWhenBusy } from '../../_lib/busy-retry';
import type { Env } from '../../_lib/env';
import { json, jsonError, methodNotAllowed } from '../../_lib/json';
import { readJsonBody } from '../../_lib/read-json-body';
import { requireRoutes } from '../../_lib/require-routes';

export const SHARE_BODY_BYTES = 128 * 1024;

export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const body = await readJsonBody(request, SHARE_BODY_BYTES);
  if (!body.ok) return jsonError(body.status, body.error);
  const site = await requireRoutes(env.ASSETS, request);
  if (!site.ok) return site.response;
  const turns = validateTurns(body.value, site.routes);
  if (!turns.ok) return jsonError(400, turns.error);
  const locale = (body.value as { locale?: unknown }).locale;

  const client = await scopedClientKey(request, 'ask-ai-share');
  const retryAfter = await countRequest(
    env.DB,
    client,
    limitFrom(env.ASK_AI_RATE_LIMIT, ASK_LIMITS.turns),
  );
  if (retryAfter !== null) {
    return jsonError(429, 'too many shared conversations; try again in a minute', {
      'retry-after': String(retryAfter),
    });
  }
  const id = shareId();
  await retryWhenBusy(() =>
    env.DB.prepare('INSERT INTO assistant_shares (id, conversation, locale) VALUES (?1, ?2, ?3)')
      .bind(
        id,
        JSON.stringify(turns.value),
        typeof locale === 'string' ? locale.slice(0, 16) : null,
      )
      .run(),
  );
  return json({ id, path: `/docs/ask-ai/${id}` }, 201);
};

export const onRequest: PagesFunction<Env> = () => methodNotAllowed(['POST']);
