/**
 * Storage access that never throws: storage may be missing (server render),
 * disabled (privacy mode) or full. Reads return null, writes are dropped and
 * report false.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: Area, key: string, value: string): boolean {
  try {
    const store = area(kind);
    store?.setItem(key, value);
    return store !== null;
  } catch {
    // Quota or privacy mode: the preference lasts for this page only.
    return false;
  }
}
