/** POST /api/contact: stores a contact request from /talk-to-us or /demo, then tells the team. */

import { CONTACT_LIMITS } from '../../config/contact';
import { storeOrBusy } from '../_lib/busy-retry';
import { clientKey } from '../_lib/client-key';
import { validateContact } from '../_lib/contact-record';
import { forwardContact } from '../_lib/contact-webhook';
import type { Env } from '../_lib/env';
import { readIdempotencyKey } from '../_lib/idempotency';
import { json, jsonError, methodNotAllowed } from '../_lib/json';
import { readJsonBody } from '../_lib/read-json-body';
import { requireRoutes } from '../_lib/require-routes';
import { contactRateLimitFrom, markForwarded, storeContactRequest } from '../_lib/store-contact';
import { pruneRateLimits } from '../_lib/store-feedback';

export const onRequestPost: PagesFunction<Env> = async ({ request, env, waitUntil }) => {
  const body = await readJsonBody(request, CONTACT_LIMITS.bodyBytes);
  if (!body.ok) return jsonError(body.status, body.error);
  const site = await requireRoutes(env.ASSETS, request);
  if (!site.ok) return site.response;
  const validation = validateContact(body.value, site.routes);
  if (!validation.ok) return jsonError(400, validation.error);
  const key = readIdempotencyKey(request);
  if (!key.ok) return jsonError(400, key.error);

  const now = Date.now();
  const cf = request.cf as IncomingRequestCfProperties | undefined;
  const client = await clientKey(request, 'contact');
  const store = await storeOrBusy(() =>
    storeContactRequest(env.DB, validation.record, {
      client,
      country: typeof cf?.country === 'string' ? cf.country : null,
      limit: contactRateLimitFrom(env.CONTACT_RATE_LIMIT),
      now,
      idempotencyKey: key.key,
    }),
  );
  if (!store.ok) return store.response;
  const result = store.value;
  if (result.newWindow) waitUntil(pruneRateLimits(env.DB, now));
  if (!result.stored) {
    return jsonError(429, 'too many contact requests; try again later', {
      'retry-after': String(result.retryAfterSeconds),
    });
  }
  const webhook = env.CONTACT_WEBHOOK_URL;
  // A repeat was forwarded when it was first stored.
  if (webhook && !result.repeat) {
    const origin = new URL(request.url).origin;
    const { id } = result;
    waitUntil(
      forwardContact(webhook, id, validation.record, origin).then((delivered) =>
        delivered ? markForwarded(env.DB, id) : undefined,
      ),
    );
  }
  return json({ id: result.id }, 201);
};

export const onRequest: PagesFunction<Env> = () => methodNotAllowed(['POST']);
