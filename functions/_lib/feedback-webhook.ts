import type { FeedbackRecord } from './feedback-record';

/** Slack's mrkdwn treats &, < and > as control characters. */
function escapeSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function webhookMessage(record: FeedbackRecord, origin: string): { text: string } {
  const vote = record.feedback === 'positive' ? ':+1: positive' : ':-1: negative';
  const lines = [`${vote} feedback on ${escapeSlack(origin + record.page)}`];
  if (record.comment) lines.push(`> ${escapeSlack(record.comment).replace(/\n/g, '\n> ')}`);
  return { text: lines.join('\n') };
}

/**
 * Forwards a stored record to a Slack-compatible incoming webhook. Runs after the
 * response (waitUntil) and only logs failures: the row is already in D1.
 */
export async function forwardToWebhook(
  url: string,
  record: FeedbackRecord,
  origin: string,
): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(webhookMessage(record, origin)),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) console.warn(`feedback webhook answered ${response.status}`);
  } catch (error) {
    console.warn(`feedback webhook failed: ${error instanceof Error ? error.message : error}`);
  }
}
