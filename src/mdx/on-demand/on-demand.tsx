import { type ComponentType, createElement, lazy, Suspense } from 'react';

/**
 * A component whose code is not in the first load: the few pages that use it
 * load it with their chunk (see loadComponentsOf), so by the time the page
 * renders, or hydrates the prerendered markup, it renders at once, as part
 * of the page: no Suspense boundary, which React would hydrate in a later
 * pass, after the page went live, so what the reader did before would be
 * replayed to a part not yet listening. Rendered before its code is in (a
 * download that failed), it shows nothing until it is.
 */
export interface OnDemand {
  // biome-ignore lint/suspicious/noExplicitAny: MDX components receive arbitrary JSON props
  Component: ComponentType<any>;
  load(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: MDX components receive arbitrary JSON props
type AnyComponent = ComponentType<any>;

export function onDemand(importer: () => Promise<AnyComponent>): OnDemand {
  let loaded: AnyComponent | null = null;
  let pending: Promise<void> | null = null;
  const load = () => {
    pending ??= importer().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed download is tried again by the next page that needs it.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => load().then(() => ({ default: loaded as AnyComponent })));
  // biome-ignore lint/suspicious/noExplicitAny: MDX components receive arbitrary JSON props
  function Component(props: any) {
    if (loaded) return createElement(loaded, props);
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  }
  return { Component, load };
}
