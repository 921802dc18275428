-- Thumbs up/down on docs-assistant answers, with what was asked, cited and answered,
-- so weak answers can be found and the docs behind them fixed.
CREATE TABLE IF NOT EXISTS assistant_feedback (
  id TEXT PRIMARY KEY,
  rating TEXT NOT NULL CHECK (rating IN ('up', 'down')),
  comment TEXT CHECK (comment IS NULL OR length(comment) <= 2000),
  question TEXT NOT NULL CHECK (length(question) BETWEEN 1 AND 2000),
  answer TEXT NOT NULL CHECK (length(answer) <= 8000),
  sources TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX IF NOT EXISTS assistant_feedback_created_at_idx ON assistant_feedback (created_at);
