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
  /** OpenAI-compatible API base of the docs assistant's model, e.g. http://127.0.0.1:11434/v1. */
  ASK_AI_BASE_URL?: string;
  /** Bearer key for that API (a secret; optional for local servers). */
  ASK_AI_API_KEY?: string;
  /** Model name sent with each completion request. */
  ASK_AI_MODEL?: string;
  /**
   * OpenAI-compatible API base for embeddings (`POST {base}/embeddings`). Set
   * with ASK_AI_EMBEDDINGS_MODEL at build time, the build writes section
   * vectors; set at runtime too (same model), questions are ranked with them.
   */
  ASK_AI_EMBEDDINGS_BASE_URL?: string;
  /** Embeddings model name; must be the one the build used. */
  ASK_AI_EMBEDDINGS_MODEL?: string;
  /** Bearer key for the embeddings API (a secret; optional for local servers). */
  ASK_AI_EMBEDDINGS_API_KEY?: string;
  /** Assistant questions allowed per client per minute; default 20. */
  ASK_AI_RATE_LIMIT?: string;
}
