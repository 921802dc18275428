/** Contact requests are stored as feedback is (functions/_lib/store-limited.ts). */

/** Marks a stored request as delivered to the webhook. */
export async function markForwarded(db: D1Database, id: string): Promise<void> {
  await db
    .prepare(
      "UPDATE contact_requests SET forwarded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1",
    )
    .bind(id)
    .run();
}
