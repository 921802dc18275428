/** Bindings and variables the functions read (wrangler.toml [vars], secrets, D1, static assets). */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  /** Feedback posts allowed per client per minute; default 30. */
  FEEDBACK_RATE_LIMIT?: string;
  /** Slack-compatible incoming webhook that also receives each feedback record. */
  FEEDBACK_WEBHOOK_URL?: string;
  /** Request header holding a continent code when request.cf has none. */
  CONTINENT_HEADER?: string;
}
