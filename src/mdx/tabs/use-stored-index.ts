import { useCallback, useSyncExternalStore } from 'react';
import { readStoredIndex, subscribeStoredIndex, writeStoredIndex } from './stored-index';

const noop = () => () => {};

/**
 * The stored tab index for `key` (null when nothing is stored, on the server
 * and during hydration), plus a setter that persists and broadcasts it.
 */
export function useStoredIndex(key: string | undefined) {
  const subscribe = useCallback(
    (onChange: () => void) => (key ? subscribeStoredIndex(key, onChange) : noop()),
    [key],
  );
  const stored = useSyncExternalStore(
    subscribe,
    () => (key ? readStoredIndex(key) : null),
    () => null,
  );
  const store = useCallback(
    (index: number) => {
      if (key) writeStoredIndex(key, index);
    },
    [key],
  );
  return [stored, store] as const;
}
