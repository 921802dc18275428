import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { ContentManifest } from '../../build-content/bundle-format';
import { ContentManifestProvider } from '../data/content-context';
import { usePrefetchRoute } from '../data/use-prefetch-route';
import { AnalyticsRoot } from '../features/analytics/analytics-root';
import { ToastArea } from '../features/toasts/toast-area';
import { MdxLinkContext } from '../mdx/link/mdx-link-context';
import { useAppStore } from '../store/store';
import { useApplyTheme } from '../theme/theme-switch/use-apply-theme';
import { PageRoute } from './page-route';

const SharedConversationRoute = lazy(
  () => import('../features/assistant/shared/shared-conversation-route'),
);

import '../styles/theme.css';
import '../styles/dialog.css';
import '../styles/menu.css';
import '../styles/fonts.css';
import '../mdx/on-demand/on-demand.css';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, refetchOnReconnect: false } },
  });
}

/** Reads saved preferences after mount, so the first render matches a server render. */
function StoreHydration() {
  const hydrateTheme = useAppStore((s) => s.hydrateTheme);
  const hydrateSidebar = useAppStore((s) => s.hydrateSidebar);
  useEffect(() => {
    hydrateTheme();
    hydrateSidebar();
  }, [hydrateTheme, hydrateSidebar]);
  useApplyTheme();
  return null;
}

/** Links inside page bodies prefetch through the same cache as the shell's links. */
function MdxLinkPrefetch({ children }: { children: React.ReactNode }) {
  const onPrefetch = usePrefetchRoute();
  const value = useMemo(() => ({ onPrefetch }), [onPrefetch]);
  return <MdxLinkContext.Provider value={value}>{children}</MdxLinkContext.Provider>;
}

/** The whole app below the router (BrowserRouter in the browser, a static router when prerendering). */
export function App({
  manifest,
  queryClient,
}: {
  manifest: ContentManifest;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ContentManifestProvider manifest={manifest}>
        <MdxLinkPrefetch>
          <StoreHydration />
          <AnalyticsRoot />
          <Routes>
            <Route path="*" element={<PageRoute />} />
            <Route
              path="/docs/ask-ai/:id"
              element={
                <Suspense fallback={null}>
                  <SharedConversationRoute />
                </Suspense>
              }
            />
          </Routes>
          <ToastArea />
        </MdxLinkPrefetch>
      </ContentManifestProvider>
    </QueryClientProvider>
  );
}
