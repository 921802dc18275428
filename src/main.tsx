import { StrictMode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { ContentManifest } from '../build-content/bundle-format';
import { App } from './app/app';
import { listenForContentUpdates, withBuildId } from './app/use-content-updates';
import { loadManifest } from './data/manifest';
import { startOfflineSupport } from './features/offline/start-offline';

function Root({ initialManifest }: { initialManifest: ContentManifest }) {
  const [manifest, setManifest] = useState(initialManifest);
  useEffect(
    () => listenForContentUpdates((buildId) => setManifest((m) => withBuildId(m, buildId))),
    [],
  );
  return (
    <StrictMode>
      {/* Navigation renders synchronously: a prefetched page paints in the click's own frame. */}
      <BrowserRouter useTransitions={false}>
        <App manifest={manifest} />
      </BrowserRouter>
    </StrictMode>
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const manifest = await loadManifest(document);
  // Prerendered pages hydrate; the plain shell renders from scratch.
  if (container.hasChildNodes()) hydrateRoot(container, <Root initialManifest={manifest} />);
  else createRoot(container).render(<Root initialManifest={manifest} />);
}

void start();
startOfflineSupport();
