-- Keys sent with `Idempotency-Key` on feedback, contact and answer-rating posts.
-- A post whose key is already here is a repeat (a retry from the reader's
-- outbox or a client whose first answer was lost): it answers the record the
-- first post stored, and nothing new is written.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  scope TEXT NOT NULL CHECK (scope IN ('feedback', 'contact', 'assistant-feedback')),
  key TEXT NOT NULL CHECK (length(key) BETWEEN 8 AND 128),
  record_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (scope, key)
);
