import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { readStorage, writeStorage } from '../store/safe-storage';
import { pinToHeading } from './pin-to-heading';

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>();

function loadPositions() {
  const raw = readStorage('session', STORAGE_KEY);
  if (!raw) return;
  try {
    for (const [key, y] of JSON.parse(raw) as [string, number][]) positions.set(key, y);
  } catch {
    // Unreadable saved positions: back/forward starts at the top.
  }
}

function savePositions() {
  writeStorage('session', STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
}

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  pinToHeading(target);
  return true;
}

/**
 * Scroll handling for client navigation, run once the new page has rendered
 * (`ready`): back/forward (and reload) restore the saved position, a `#hash`
 * scrolls to its heading, any other navigation starts at the top.
 */
export function useScrollRestoration(ready: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const keyRef = useRef(location.key);
  keyRef.current = location.key;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    loadPositions();
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.set(keyRef.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  const handledKey = useRef<string | null>(null);
  const previous = useRef<{ pathname: string; search: string; hash: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per location entry once its page is ready
  useLayoutEffect(() => {
    if (!ready || handledKey.current === location.key) return;
    handledKey.current = location.key;
    const before = previous.current;
    previous.current = {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
    };
    // Same page, new #hash (an in-page anchor): go to the heading, never to a saved position.
    if (before && before.pathname === location.pathname && before.search === location.search) {
      if (location.hash && location.hash !== before.hash) scrollToHash(location.hash);
      return;
    }
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash && scrollToHash(location.hash)) return;
    if (navigationType !== 'POP' && window.scrollY !== 0) window.scrollTo(0, 0);
  }, [ready, location.key]);
}
