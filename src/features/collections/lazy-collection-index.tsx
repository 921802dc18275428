import { lazy, Suspense } from 'react';

const CollectionIndexView = lazy(() =>
  import('./collection-index').then((module) => ({ default: module.CollectionIndex })),
);

/** Index pages only: the list code loads with them, not with every page. */
export function CollectionIndex(props: { collection: string }) {
  return (
    <Suspense
      fallback={
        <p className="collection-status" aria-busy="true">
          Loading…
        </p>
      }
    >
      <CollectionIndexView {...props} />
    </Suspense>
  );
}
