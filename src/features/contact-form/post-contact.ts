import { CONTACT_ENDPOINT, type ContactRequest } from '../../../config/contact';
import { loadOutbox } from '../outbox/load-outbox';

export type PostContactResult =
  | { ok: true; id: string }
  | { ok: false; error: string }
  /** Kept in the outbox: sent, with the same idempotency key, once the network is back. */
  | { ok: true; queued: true };

const UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

/** Turns the API's answer into something a reader can act on (status 0: no answer). */
function failureMessage(status: number, error: string | undefined): string {
  if (status === 0) return UNREACHABLE;
  if (status === 429)
    return 'Too many requests from your network. Please wait a minute and try again.';
  if (status === 400 && error) return `Please check the form: ${error}.`;
  return `We could not send your message (error ${status}). Please try again.`;
}

/** POST /api/contact → 201 {id}; every failure (including no network) comes back as a message. */
export async function postContact(
  request: ContactRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<PostContactResult> {
  let response: Response;
  try {
    response = await fetchImpl(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, error: UNREACHABLE };
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string; error?: string };
  if (response.status === 201 && typeof body.id === 'string') return { ok: true, id: body.id };
  return { ok: false, error: failureMessage(response.status, body.error) };
}

/**
 * POST /api/contact through the outbox (src/features/outbox): a request that
 * meets no network, a 5xx or 429 is kept and sent later instead of failing;
 * any other refusal comes back as a message, as from postContact.
 */
export async function sendContact(request: ContactRequest): Promise<PostContactResult> {
  const outbox = await loadOutbox().catch(() => null);
  if (!outbox) return postContact(request);
  const result = await outbox.send('contact', CONTACT_ENDPOINT, request);
  if (result.state === 'queued') return { ok: true, queued: true };
  const body = (result.body ?? {}) as { id?: string; error?: string };
  if (result.state === 'sent' && typeof body.id === 'string') return { ok: true, id: body.id };
  return { ok: false, error: failureMessage(result.status, body.error) };
}
