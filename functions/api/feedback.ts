/** POST /api/feedback: stores a helpfulness vote (and optional comment) for a page. */

import { limitFrom } from '../_lib/assistant/rate-limit';
import type { Env } from '../_lib/env';
import { FEEDBACK_LIMITS, validateFeedback } from '../_lib/feedback-record';
import { forwardToWebhook } from '../_lib/feedback-webhook';
import { json, jsonError, methodNotAllowed } from '../_lib/json';
import { readJsonBody } from '../_lib/read-json-body';
import { requireRoutes } from '../_lib/require-routes';
import { storeLimitedPost } from '../_lib/store-limited';

const DEFAULT_RATE_LIMIT = 30;

export const onRequestPost: PagesFunction<Env> = async (context) => {
  const { request, env, waitUntil } = context;
  const body = await readJsonBody(request, FEEDBACK_LIMITS.bodyBytes);
  if (!body.ok) return jsonError(body.status, body.error);
  const site = await requireRoutes(env.ASSETS, request);
  if (!site.ok) return site.response;
  const validation = validateFeedback(body.value, site.routes);
  if (!validation.ok) return jsonError(400, validation.error);

  const { page, feedback, comment } = validation.record;
  const result = await storeLimitedPost(
    context,
    'feedback',
    { table: 'feedback', columns: { page, feedback, comment } },
    {
      limit: limitFrom(env.FEEDBACK_RATE_LIMIT, DEFAULT_RATE_LIMIT),
      tooMany: 'too many feedback posts; try again later',
    },
  );
  if (!result.ok) return result.response;
  // A repeat was forwarded when it was first stored.
  if (env.FEEDBACK_WEBHOOK_URL && !result.repeat) {
    const origin = new URL(request.url).origin;
    waitUntil(forwardToWebhook(env.FEEDBACK_WEBHOOK_URL, validation.record, origin));
  }
  return json({ id: result.id }, 201);
};

export const onRequest: PagesFunction<Env> = () => methodNotAllowed(['POST']);
