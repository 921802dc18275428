-- Page feedback from the "Was this page helpful?" widget.
CREATE TABLE IF NOT EXISTS feedback (
  id TEXT PRIMARY KEY,
  page TEXT NOT NULL CHECK (length(page) BETWEEN 1 AND 1024 AND substr(page, 1, 1) = '/'),
  feedback TEXT NOT NULL CHECK (feedback IN ('positive', 'negative')),
  comment TEXT CHECK (comment IS NULL OR length(comment) <= 5000),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  country TEXT
);

CREATE INDEX IF NOT EXISTS feedback_page_idx ON feedback (page);
CREATE INDEX IF NOT EXISTS feedback_created_at_idx ON feedback (created_at);
