-- Fixed one-minute windows of requests per client (a hash of the client IP, never the IP itself).
CREATE TABLE IF NOT EXISTS rate_limits (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
) WITHOUT ROWID;

CREATE INDEX IF NOT EXISTS rate_limits_window_idx ON rate_limits (window_start);
