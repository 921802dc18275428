/** GET /api/ask-ai/share/{id}: a shared conversation as JSON, or 404. */
import { SHARE_ID } from '../../../_lib/assistant/conversation-record';
import { retryWhenBusy } from '../../../_lib/busy-retry';
import type { Env } from '../../../_lib/env';
import { json, jsonError, methodNotAllowed } from '../../../_lib/json';

export const onRequestGet: PagesFunction<Env> = async ({ params, env }) => {
  const id = String(params.id ?? '');
  if (!SHARE_ID.test(id)) return jsonError(404, 'no such shared conversation');
  const row = await retryWhenBusy(() =>
    env.DB.prepare('SELECT conversation, created_at FROM assistant_shares WHERE id = ?1')
      .bind(id)
      .first<{ conversation: string; created_at: string }>(),
  );
  if (!row) return jsonError(404, 'no such shared conversation');
  return json({ id, createdAt: row.created_at, turns: JSON.parse(row.conversation) });
};

export const onRequest: PagesFunction<Env> = () => methodNotAllowed(['GET']);
