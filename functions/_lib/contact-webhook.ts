import type { ContactRecord } from './contact-record';

/** Slack's mrkdwn treats &, < and > as control characters. */
function escapeSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The webhook body: a Slack-style `text` for chat channels plus the request's
 * fields for a CRM or automation tool that reads JSON.
 */
export function contactWebhookMessage(id: string, record: ContactRecord, origin: string) {
  const who = `${record.name} <${record.email}> at ${record.company}`;
  const size = record.teamSize ? ` (team of ${record.teamSize})` : '';
  const text = [
    `:envelope: contact request from ${escapeSlack(who)}${size} via ${escapeSlack(origin + record.page)}`,
    `> ${escapeSlack(record.message).replace(/\n/g, '\n> ')}`,
  ].join('\n');
  return { text, request: { id, ...record } };
}

/**
 * Forwards a stored request. Runs after the response (waitUntil); a failure is
 * only logged, because the row is already in D1 and keeps forwarded_at NULL.
 */
export async function forwardContact(
  url: string,
  id: string,
  record: ContactRecord,
  origin: string,
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactWebhookMessage(id, record, origin)),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) console.warn(`contact webhook answered ${response.status}`);
    return response.ok;
  } catch (error) {
    console.warn(`contact webhook failed: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}
