-- Shared docs-assistant conversations, read-only at /docs/ask-ai/{id}.
-- The id is 128 random bits in hex: unguessable, so a link is the only way in.
CREATE TABLE IF NOT EXISTS assistant_shares (
  id TEXT PRIMARY KEY CHECK (length(id) = 32),
  conversation TEXT NOT NULL CHECK (length(conversation) <= 262144),
  locale TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
