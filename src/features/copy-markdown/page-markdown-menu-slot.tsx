import { lazy, Suspense, startTransition, useState } from 'react';
import { ChevronDownIcon } from '../../theme/icons/icons';
import { PAGE_MENU_LABEL } from './page-markdown-menu-label';

const PageMarkdownMenu = lazy(() => import('./page-markdown-menu'));

/** A look-alike button that loads the Headless UI menu on hover, focus or click (it is not in the first load). */
export function PageMarkdownMenuSlot({
  markdownPath,
  pageUrl,
}: {
  markdownPath: string;
  pageUrl: string;
}) {
  const [wanted, setWanted] = useState(false);
  const [openOnMount, setOpenOnMount] = useState(false);
  const load = () => startTransition(() => setWanted(true));
  if (wanted) {
    return (
      <Suspense fallback={null}>
        <PageMarkdownMenu markdownPath={markdownPath} pageUrl={pageUrl} openOnMount={openOnMount} />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      className="copy-markdown-menu-button"
      aria-label={PAGE_MENU_LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      // Pointer-down too: the real menu may replace this button between pointer-down and click.
      onPointerDown={() => {
        setOpenOnMount(true);
        load();
      }}
      onClick={() => {
        setOpenOnMount(true);
        load();
      }}
    >
      <ChevronDownIcon />
    </button>
  );
}
