import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { ContentManifest } from '../build-content/bundle-format';
import { App, createQueryClient } from './app/app';
import { replayEarlyInput } from './app/early-input';
import { currentRoute, loadHydrationData, readPrerenderedPage } from './app/hydration-data';
import { replaceServerHeadOnRender } from './app/server-head';
import { listenForContentUpdates, withBuildId } from './app/use-content-updates';
import { reloadOnStaleCode } from './data/build-change';
import { loadManifest } from './data/manifest';
import { startOfflineSupport } from './features/offline/start-offline';
import { resumePendingOutbox } from './features/outbox/load-outbox';

function Root({
  initialManifest,
  queryClient,
}: {
  initialManifest: ContentManifest;
  queryClient: QueryClient;
}) {
  const [manifest, setManifest] = useState(initialManifest);
  useEffect(
    () =>
      listenForContentUpdates(queryClient, initialManifest.buildId, async (buildId) => {
        // The open page's files of the new build first: the switch then renders once, edit included.
        const page = { route: currentRoute(window.location.pathname), status: 200 } as const;
        await loadHydrationData(queryClient, withBuildId(initialManifest, buildId), page).catch(
          () => {},
        );
        setManifest((m) => withBuildId(m, buildId));
      }),
    [queryClient, initialManifest],
  );
  // Marks the page as live (hydrated or rendered): its buttons and menus now
  // respond, and what the reader did before is replayed to them.
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
    const replay = setTimeout(replayEarlyInput, 0);
    return () => clearTimeout(replay);
  }, []);
  return (
    <StrictMode>
      {/* Navigation renders synchronously: a prefetched page paints in the click's own frame. */}
      <BrowserRouter useTransitions={false}>
        <App manifest={manifest} queryClient={queryClient} />
      </BrowserRouter>
    </StrictMode>
  );
}

/**
 * A prerendered page is hydrated once the page map and chunk it was rendered
 * with are in the cache. The 404 page served for an unknown address was
 * rendered for /404, so it is rendered afresh (same markup, the real path);
 * so is a page whose data cannot be loaded, and the dev server's empty shell.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const manifest = await loadManifest(document);
  reloadOnStaleCode(() => manifest.buildId);
  const queryClient = createQueryClient();
  const root = <Root initialManifest={manifest} queryClient={queryClient} />;
  const page = readPrerenderedPage(container);
  const route = currentRoute(window.location.pathname);
  if (page && page.route === route) {
    const loaded = await loadHydrationData(queryClient, manifest, page).then(
      () => true,
      () => false,
    );
    if (loaded) {
      // React listens from here on: clicks are its own (see scripts/prerender/deferred-start.ts).
      document.documentElement.dataset.app = 'hydrating';
      // As a transition, hydration yields to the browser every few
      // milliseconds: the page it brings to life keeps scrolling and
      // painting meanwhile, and no long task blocks the reader's input.
      startTransition(() => {
        hydrateRoot(container, root);
      });
      return;
    }
  }
  if (page) replaceServerHeadOnRender(document);
  // A page served for another route (the 404 page at an unknown address) stays as it is
  // until the real path's data is in (a split map's part of another section): rendered
  // before, it would show a loading page first.
  if (page && page.route !== route)
    await loadHydrationData(queryClient, manifest, { ...page, route }).catch(() => {});
  createRoot(container).render(root);
}

void start();
startOfflineSupport();
// Feedback, ratings or contact requests kept by an earlier visit go out now.
resumePendingOutbox();
