import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A lazily loaded part's loader that fails as a fetch does offline, until `goOnline()`. */
export function offlineLoader<T>(component: T) {
  let online = false;
  const load = vi.fn(async () => {
    if (!online) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: component };
  });
  return { load, goOnline: () => (online = true) };
}

/** Lets pending imports settle and React render what they bring. */
export const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
