import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

/**
 * findBy and waitFor often wait for a lazily loaded part (a dialog, the
 * footer), whose module is transformed on its first import: on a busy
 * two-core machine that passes the default second. They wait for a state,
 * never time one.
 */
configure({ asyncUtilTimeout: 5_000 });

/**
 * Component tests never reach past this machine: a request happy-dom would
 * send to any host but loopback (a player fetching captions from the stream
 * provider, a script tag of a third-party widget) fails as a network error
 * does, which is what the components must survive anyway.
 */
const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;
const settings = (globalThis as { happyDOM?: { settings: { fetch: { interceptor: unknown } } } })
  .happyDOM?.settings;
if (settings) {
  settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }: { request: Request }) => {
      if (!loopback.test(new URL(request.url).hostname))
        throw new TypeError(`network access is off in component tests: ${request.url}`);
    },
    beforeSyncRequest: ({ request }: { request: Request }) => {
      if (!loopback.test(new URL(request.url).hostname))
        throw new TypeError(`network access is off in component tests: ${request.url}`);
    },
  };
}
