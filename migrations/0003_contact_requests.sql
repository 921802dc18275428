-- Requests from the contact forms on /talk-to-us and /demo.
CREATE TABLE IF NOT EXISTS contact_requests (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND instr(email, '@') > 1),
  company TEXT NOT NULL CHECK (length(company) BETWEEN 1 AND 200),
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  team_size TEXT CHECK (team_size IS NULL OR team_size IN ('1-10', '11-50', '51-200', '201-1000', '1000+')),
  page TEXT NOT NULL CHECK (length(page) BETWEEN 1 AND 1024 AND substr(page, 1, 1) = '/'),
  country TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Set once the optional webhook accepted the request; NULL rows are still to be followed up.
  forwarded_at TEXT
);

CREATE INDEX IF NOT EXISTS contact_requests_created_at_idx ON contact_requests (created_at);
