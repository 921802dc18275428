import type { D1Migration } from 'cloudflare:test';
import type { Env } from '../../functions/_lib/env';

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      ASSETS: Fetcher;
      TEST_MIGRATIONS: D1Migration[];
      FEEDBACK_RATE_LIMIT?: string;
      FEEDBACK_WEBHOOK_URL?: string;
      CONTINENT_HEADER?: string;
      CONTACT_RATE_LIMIT?: string;
      CONTACT_WEBHOOK_URL?: string;
      ASK_AI_BASE_URL?: string;
      ASK_AI_MODEL?: string;
      ASK_AI_API_KEY?: string;
      ASK_AI_RATE_LIMIT?: string;
    }
  }
}

export type { Env };
