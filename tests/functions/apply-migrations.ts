import { applyD1Migrations, env } from 'cloudflare:test';

// Each test file gets its own isolated storage; migrations are idempotent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
