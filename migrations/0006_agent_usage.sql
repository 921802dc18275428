-- Requests from coding agents and LLM tools, counted per UTC day and kind
-- ('markdown' twins, 'llms.txt', 'llms-full.txt', 'mcp:<tool>'). No client data at all.
CREATE TABLE IF NOT EXISTS agent_usage (
  day TEXT NOT NULL,
  kind TEXT NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (day, kind)
) WITHOUT ROWID;
