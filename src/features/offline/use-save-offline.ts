import { useCallback, useEffect, useState } from 'react';
import type { OfflineSizes } from '../../../build-content/bundle-format';
import { fetchJson } from '../../data/fetch-json';
import { CONTENT_CACHE } from './offline-caches';
import { offlineSizesUrl, type SavePlan } from './offline-sizes';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving'; done: number; total: number }
  | { status: 'saved'; pages: number }
  | { status: 'failed'; message: string };

/** The build's size list, fetched when the panel opens. */
export function useOfflineSizes(buildId: string): OfflineSizes | null | 'error' {
  const [sizes, setSizes] = useState<OfflineSizes | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    fetchJson<OfflineSizes>(offlineSizesUrl(buildId)).then(
      (value) => live && setSizes(value),
      () => live && setSizes('error'),
    );
    return () => {
      live = false;
    };
  }, [buildId]);
  return sizes;
}

const PARALLEL = 4;

/**
 * Stores a plan's files in the cache the service worker reads from, a few at
 * a time, counting progress; files already stored are skipped.
 */
export function useSaveOffline(): [SaveState, (plan: SavePlan) => Promise<void>] {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const save = useCallback(async (plan: SavePlan) => {
    const total = plan.urls.length;
    let done = 0;
    setState({ status: 'saving', done, total });
    try {
      const cache = await caches.open(CONTENT_CACHE);
      const queue = [...plan.urls];
      const worker = async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          if (!(await cache.match(url))) {
            const response = await fetch(url);
            if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
            await cache.put(url, response);
          }
          done += 1;
          setState({ status: 'saving', done, total });
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      setState({ status: 'saved', pages: plan.routes.length });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setState({ status: 'failed', message: `Saving stopped: ${message}` });
    }
  }, []);
  return [state, save];
}
