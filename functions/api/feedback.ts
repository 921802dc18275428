/** POST /api/feedback: stores a helpfulness vote (and optional comment) for a page. */

import { storeOrBusy } from '../_lib/busy-retry';
import { clientKey } from '../_lib/client-key';
import type { Env } from '../_lib/env';
import { FEEDBACK_LIMITS, validateFeedback } from '../_lib/feedback-record';
import { forwardToWebhook } from '../_lib/feedback-webhook';
import { readIdempotencyKey } from '../_lib/idempotency';
import { json, jsonError, methodNotAllowed } from '../_lib/json';
import { readJsonBody } from '../_lib/read-json-body';
import { requireRoutes } from '../_lib/require-routes';
import { pruneRateLimits, rateLimitFrom, storeFeedback } from '../_lib/store-feedback';

export const onRequestPost: PagesFunction<Env> = async ({ request, env, waitUntil }) => {
  const body = await readJsonBody(request, FEEDBACK_LIMITS.bodyBytes);
  if (!body.ok) return jsonError(body.status, body.error);
  const site = await requireRoutes(env.ASSETS, request);
  if (!site.ok) return site.response;
  const validation = validateFeedback(body.value, site.routes);
  if (!validation.ok) return jsonError(400, validation.error);
  const key = readIdempotencyKey(request);
  if (!key.ok) return jsonError(400, key.error);

  const now = Date.now();
  const cf = request.cf as IncomingRequestCfProperties | undefined;
  const client = await clientKey(request);
  const store = await storeOrBusy(() =>
    storeFeedback(env.DB, validation.record, {
      client,
      country: typeof cf?.country === 'string' ? cf.country : null,
      limit: rateLimitFrom(env.FEEDBACK_RATE_LIMIT),
      now,
      idempotencyKey: key.key,
    }),
  );
  if (!store.ok) return store.response;
  const result = store.value;
  if (result.newWindow) waitUntil(pruneRateLimits(env.DB, now));
  if (!result.stored) {
    return jsonError(429, 'too many feedback posts; try again later', {
      'retry-after': String(result.retryAfterSeconds),
    });
  }
  // A repeat was forwarded when it was first stored.
  if (env.FEEDBACK_WEBHOOK_URL && !result.repeat) {
    const origin = new URL(request.url).origin;
    waitUntil(forwardToWebhook(env.FEEDBACK_WEBHOOK_URL, validation.record, origin));
  }
  return json({ id: result.id }, 201);
};

export const onRequest: PagesFunction<Env> = () => methodNotAllowed(['POST']);
