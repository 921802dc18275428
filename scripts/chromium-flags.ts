/**
 * How every browser run here launches Debian's chromium: Playwright's own
 * browser download cannot work on these machines, and without the
 * background-networking flags chromium keeps dialling hosts it cannot reach.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
