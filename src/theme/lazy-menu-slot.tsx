import {
  type ReactNode,
  type RefObject,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { PartBoundary } from './lazy-part';

/** What the reader did to the look-alike before the menu's code was in. */
export interface MenuRequest {
  focusOnMount: boolean;
  openOnMount: boolean;
}

/**
 * A Headless UI menu whose code is not part of the first load: a look-alike
 * button loads it on hover, focus or press, and the menu takes over focus
 * and the open request when it mounts. The load runs in a transition inside
 * a boundary that is there from the start, so the look-alike stays (keeping
 * the pointer and focus) until the menu is ready: a boundary mounted by the
 * transition would show its fallback at once, and the button would vanish.
 */
export function LazyMenuSlot({
  className,
  label,
  children,
  menu,
}: {
  className: string;
  /** The look-alike's accessible name, when its content is not one. */
  label?: string;
  /** The look-alike's content, as the menu's button shows it. */
  children: ReactNode;
  menu: (request: MenuRequest) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const [request, setRequest] = useState<MenuRequest>({
    focusOnMount: false,
    openOnMount: false,
  });
  // A menu whose code cannot be fetched (offline) leaves the look-alike, focused
  // if it was, to try again on the next hover or press.
  const [attempt, setAttempt] = useState(0);
  const lookAlikeRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const load = () => startTransition(() => setWanted(true));
  const retry = () => {
    refocus.current = request.focusOnMount || request.openOnMount;
    setWanted(false);
    setRequest({ focusOnMount: false, openOnMount: false });
    setAttempt((count) => count + 1);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each failed attempt
  useEffect(() => {
    if (refocus.current) lookAlikeRef.current?.focus();
  }, [attempt]);
  const ask = (change: Partial<MenuRequest>) => {
    setRequest((current) => ({ ...current, ...change }));
    load();
  };
  const lookAlike = (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      ref={lookAlikeRef}
      onFocus={() => {
        // Focus given back after a failure is not a new request.
        if (refocus.current) refocus.current = false;
        else ask({ focusOnMount: true });
      }}
      // A mouse opens Headless UI's menu on press: the press is the request, so
      // a menu that arrives before the release (which it alone would get) opens.
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button === 0) ask({ openOnMount: true });
      }}
      onClick={() => ask({ openOnMount: true })}
    >
      {children}
    </button>
  );
  return (
    <PartBoundary key={attempt} fallback={lookAlike} onError={retry}>
      {wanted ? menu(request) : lookAlike}
    </PartBoundary>
  );
}

/**
 * In the menu, on its first mount: takes focus and the open request over from
 * the look-alike it replaces. Headless UI opens on pointer-down or Enter, not
 * on a synthetic click, so the request is replayed as Enter.
 */
export function useMenuTakeover(
  button: RefObject<HTMLButtonElement | null>,
  { focusOnMount, openOnMount }: Partial<MenuRequest>,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first mount takes over from the look-alike
  useEffect(() => {
    if (focusOnMount || openOnMount) button.current?.focus();
    if (openOnMount)
      button.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }, []);
}
