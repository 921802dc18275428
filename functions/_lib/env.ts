/** Bindings and variables the functions read (wrangler.toml [vars], secrets, D1, static assets). */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  /** Feedback posts allowed per client per minute; default 30. */
  FEEDBACK_RATE_LIMIT?: string;
  /** Slack-compatible incoming webhook that also receives each feedback record. */
  FEEDBACK_WEBHOOK_URL?: string;
  /** Contact requests allowed per client per minute; default 5. */
  CONTACT_RATE_LIMIT?: string;
  /** Optional webhook (Slack-style JSON with the request's fields) told of each stored contact request. */
  CONTACT_WEBHOOK_URL?: string;
  /** Request header holding a continent code when request.cf has none. */
  CONTINENT_HEADER?: string;
}
