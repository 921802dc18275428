/** POST /api/contact: stores a contact request from /talk-to-us or /demo, then tells the team. */

import { CONTACT_LIMITS } from '../../config/contact';
import { limitFrom } from '../_lib/assistant/rate-limit';
import { validateContact } from '../_lib/contact-record';
import { forwardContact } from '../_lib/contact-webhook';
import type { Env } from '../_lib/env';
import { json, jsonError, methodNotAllowed } from '../_lib/json';
import { readJsonBody } from '../_lib/read-json-body';
import { requireRoutes } from '../_lib/require-routes';
import { markForwarded } from '../_lib/store-contact';
import { storeLimitedPost } from '../_lib/store-limited';

const DEFAULT_CONTACT_RATE_LIMIT = 5;

export const onRequestPost: PagesFunction<Env> = async (context) => {
  const { request, env, waitUntil } = context;
  const body = await readJsonBody(request, CONTACT_LIMITS.bodyBytes);
  if (!body.ok) return jsonError(body.status, body.error);
  const site = await requireRoutes(env.ASSETS, request);
  if (!site.ok) return site.response;
  const validation = validateContact(body.value, site.routes);
  if (!validation.ok) return jsonError(400, validation.error);

  const { record } = validation;
  const result = await storeLimitedPost(
    context,
    'contact',
    {
      table: 'contact_requests',
      columns: {
        name: record.name,
        email: record.email,
        company: record.company,
        message: record.message,
        team_size: record.teamSize,
        page: record.page,
      },
    },
    {
      limit: limitFrom(env.CONTACT_RATE_LIMIT, DEFAULT_CONTACT_RATE_LIMIT),
      tooMany: 'too many contact requests; try again later',
    },
  );
  if (!result.ok) return result.response;
  const webhook = env.CONTACT_WEBHOOK_URL;
  // A repeat was forwarded when it was first stored.
  if (webhook && !result.repeat) {
    const origin = new URL(request.url).origin;
    const { id } = result;
    waitUntil(
      forwardContact(webhook, id, record, origin).then((delivered) =>
        delivered ? markForwarded(env.DB, id) : undefined,
      ),
    );
  }
  return json({ id: result.id }, 201);
};

export const onRequest: PagesFunction<Env> = () => methodNotAllowed(['POST']);
