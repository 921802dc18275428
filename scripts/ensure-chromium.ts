/**
 * Browser tests drive Debian's chromium (Playwright's own download cannot work
 * on these machines). Install it when missing and we are root; otherwise say how.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { chromiumExecutablePath as CHROMIUM_PATH } from './chromium-flags.ts';

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() === 0) {
    console.log('chromium is missing: installing Debian chromium');
    execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
  } else {
    console.error(`chromium not found at ${CHROMIUM_PATH}: run "sudo apt-get install -y chromium"`);
    process.exit(1);
  }
}
