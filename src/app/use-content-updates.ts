import type { ContentManifest } from '../../build-content/bundle-format';

/**
 * In dev, the content plugin announces rebuilt content with `content:update`
 * {buildId, routes}; the app re-renders with the new build id, so every query
 * key changes and the open page refetches.
 */
export function listenForContentUpdates(onUpdate: (buildId: string) => void) {
  if (!import.meta.hot) return;
  import.meta.hot.on('content:update', (payload: { buildId: string; routes?: string[] }) => {
    if (payload?.buildId) onUpdate(payload.buildId);
  });
}

export function withBuildId(manifest: ContentManifest, buildId: string): ContentManifest {
  return manifest.buildId === buildId ? manifest : { ...manifest, buildId };
}
