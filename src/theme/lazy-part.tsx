import {
  Component,
  type ComponentProps,
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';

/**
 * Starts fetching a part's code before it is needed. A failure here (offline)
 * is met where the part is rendered (PartBoundary), not left as an unhandled
 * rejection.
 */
export function loadAhead(load: () => Promise<unknown>): void {
  load().catch(() => {});
}

/** The PartBoundary a part renders in: one attempt to load its code per boundary. */
const BoundaryToken = createContext<object | null>(null);

/**
 * A part of a shown page whose code loads later (a dialog, a menu, the
 * footer). Its code may not arrive: the reader went offline before it was
 * fetched. React.lazy keeps such a failure for good; a part in a
 * PartBoundary asks for its code again in the next boundary its owner
 * mounts. Within one boundary the failed attempt stands, so React's own
 * second render of a failing part does not start a load after load.
 */
// biome-ignore lint/suspicious/noExplicitAny: the component's props are whatever it takes, as in React.lazy
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  interface Attempt {
    component: LazyExoticComponent<T>;
    failed: boolean;
  }
  const attempt = (): Attempt => {
    const made: Attempt = {
      failed: false,
      component: lazy(() =>
        load().catch((error: unknown) => {
          made.failed = true;
          throw error;
        }),
      ),
    };
    return made;
  };
  let current = attempt();
  const ofBoundary = new WeakMap<object, Attempt>();
  return function LazyPart(props: ComponentProps<T>) {
    const boundary = useContext(BoundaryToken);
    let mine = boundary ? ofBoundary.get(boundary) : current;
    if (!mine) {
      if (current.failed) current = attempt();
      mine = current;
      if (boundary) ofBoundary.set(boundary, mine);
    }
    const Loaded = mine.component;
    return <Loaded {...props} />;
  };
}

/**
 * Where a part loads and keeps its failure to itself: while its code loads
 * it shows `loading` (by default `fallback`); if the code cannot be had it
 * shows `fallback` (what stood there before) and tells its owner, instead of
 * the error reaching the page's boundary and replacing the whole page. The
 * owner mounts a new boundary (a new `key`) to try again.
 */
export class PartBoundary extends Component<
  {
    children: ReactNode;
    fallback: ReactNode;
    loading?: ReactNode;
    onError?: (error: unknown) => void;
  },
  { failed: boolean }
> {
  override state = { failed: false };
  private readonly token = {};

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError?.(error);
  }

  override render() {
    const { children, fallback, loading = fallback } = this.props;
    if (this.state.failed) return fallback;
    return (
      <BoundaryToken.Provider value={this.token}>
        <Suspense fallback={loading}>{children}</Suspense>
      </BoundaryToken.Provider>
    );
  }
}

/**
 * For an owner that mounts its part without the reader asking (as it nears
 * the viewport): after a failure the part stays out (`failed`) until the
 * network is back or `retry` is called, each a new `attempt` (its
 * PartBoundary's key). Mounting it again at once would fail again at once,
 * over and over, while offline.
 */
export function usePartAttempt() {
  const [{ attempt, failed }, setState] = useState({ attempt: 0, failed: false });
  const fail = useCallback(() => setState((state) => ({ ...state, failed: true })), []);
  const retry = useCallback(
    () =>
      setState((state) => (state.failed ? { attempt: state.attempt + 1, failed: false } : state)),
    [],
  );
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
  return { attempt, failed, fail, retry };
}
