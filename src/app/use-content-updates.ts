import type { QueryClient } from '@tanstack/react-query';
import type { ContentManifest, ContentUpdate } from '../../build-content/bundle-format';
import type { BundleQueryMeta } from '../data/content-urls';

/**
 * In dev, the content plugin announces rebuilt content with `content:update`
 * (ContentUpdate); the app re-renders with the new build id, so every query
 * key changes. The files the rebuild left as they were are carried over to
 * the new keys first, so only the edited ones are fetched and rendered again.
 * A saved page's preview comes first, under the build the page has: its files
 * are fetched again in place.
 */
export function listenForContentUpdates(
  client: QueryClient,
  initialBuildId: string,
  onUpdate: (buildId: string) => Promise<void>,
) {
  if (!import.meta.hot) return;
  let current = initialBuildId;
  // One update at a time, in the order they came: each is measured against the one before.
  let queue = Promise.resolve();
  import.meta.hot.on('content:update', (update: ContentUpdate) => {
    if (!update?.buildId) return;
    queue = queue
      .then(() => {
        // A preview of saved pages under the build the page has: only those files are fetched again.
        if (update.buildId === current) return refetchChanged(client, update);
        keepUnchanged(client, current, update);
        current = update.buildId;
        return onUpdate(update.buildId);
      })
      .catch(() => {});
  });
}

/** Fetches again the cached files of the page's build that `update` lists as changed. */
export function refetchChanged(client: QueryClient, update: ContentUpdate): Promise<void> {
  const prefix = `/_content/${update.buildId}/`;
  const changed = new Set(update.changed.map((file) => `${prefix}${file}`));
  return client.invalidateQueries({
    predicate: (query) =>
      ((query.meta as BundleQueryMeta | undefined)?.bundleUrls ?? []).some((url) =>
        changed.has(url),
      ),
  });
}

/** Copies the cached files of build `from` that `update` did not change to its build's keys. */
export function keepUnchanged(client: QueryClient, from: string, update: ContentUpdate): void {
  // Changes are listed against one build: a page that missed an update keeps nothing.
  if (update.previousBuildId !== from || from === update.buildId) return;
  const prefix = `/_content/${from}/`;
  const changed = new Set(update.changed.map((file) => `${prefix}${file}`));
  for (const query of client.getQueryCache().getAll()) {
    const urls = (query.meta as BundleQueryMeta | undefined)?.bundleUrls;
    if (!urls || query.state.data === undefined) continue;
    if (!urls.every((url) => url.startsWith(prefix) && !changed.has(url))) continue;
    const key = query.queryKey.map((part) => (part === from ? update.buildId : part));
    client.setQueryData(key, query.state.data);
  }
}

export function withBuildId(manifest: ContentManifest, buildId: string): ContentManifest {
  return manifest.buildId === buildId ? manifest : { ...manifest, buildId };
}
