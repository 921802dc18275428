/**
 * A tab choice kept in localStorage. Other windows learn about changes through
 * the browser's `storage` event; the same document never receives that event,
 * so writes also dispatch a local one and every tab group with the key follows.
 */
import { readStorage, writeStorage } from '../../store/safe-storage';

const LOCAL_EVENT = 'mdx-tabs-storage';

interface LocalStorageDetail {
  key: string;
}

export function readStoredIndex(key: string): number | null {
  const raw = readStorage('local', key);
  if (raw == null) return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

export function writeStoredIndex(key: string, index: number): void {
  // Unsaved (storage disabled or full): tabs still work, but other groups are not told.
  if (!writeStorage('local', key, String(index))) return;
  window.dispatchEvent(new CustomEvent<LocalStorageDetail>(LOCAL_EVENT, { detail: { key } }));
}

export function subscribeStoredIndex(key: string, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    // key null means the whole storage was cleared.
    if (event.key === key || event.key === null) onChange();
  };
  const onLocal = (event: Event) => {
    if ((event as CustomEvent<LocalStorageDetail>).detail?.key === key) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_EVENT, onLocal);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_EVENT, onLocal);
  };
}
