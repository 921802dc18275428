import { createContext, type ReactNode, useContext } from 'react';
import type { ContentManifest } from '../../build-content/bundle-format';

const ContentManifestContext = createContext<ContentManifest | null>(null);

export function ContentManifestProvider({
  manifest,
  children,
}: {
  manifest: ContentManifest;
  children: ReactNode;
}) {
  return (
    <ContentManifestContext.Provider value={manifest}>{children}</ContentManifestContext.Provider>
  );
}

/** The manifest of the bundle being read: build id and locales. */
export function useContentManifest(): ContentManifest {
  const manifest = useContext(ContentManifestContext);
  if (!manifest) throw new Error('useContentManifest needs a ContentManifestProvider');
  return manifest;
}
