import { useLocation } from 'react-router-dom';
import { useContentManifest } from '../../data/content-context';
import { routeInLocale, splitLocale } from '../../data/locale-route';
import { usePageMap } from '../../data/use-page-data';
import { Card, Cards } from '../cards/cards';
import { type FolderPage, folderPages } from './folder-pages';

export interface PageCardsProps {
  /** Route of a folder of the page map, e.g. "/integrations/frameworks". */
  folder: string;
  num?: number;
}

export function PageCardList({ pages, num }: { pages: FolderPage[]; num?: number }) {
  return (
    <Cards num={num}>
      {pages.map((page) => (
        <Card key={page.route} title={page.title} href={page.route} arrow>
          {page.description || null}
        </Card>
      ))}
    </Cards>
  );
}

/**
 * A card per page of a folder, read from the page map the navigation already
 * loaded: a page added to the folder shows up here without editing this page.
 */
export function PageCards({ folder, num }: PageCardsProps) {
  const manifest = useContentManifest();
  const { locale } = splitLocale(useLocation().pathname, manifest);
  // Folders are written without the locale prefix.
  const route = routeInLocale(folder, locale, manifest);
  const pageMap = usePageMap(locale, route);
  const pages = pageMap.data ? folderPages(pageMap.data, route) : [];
  return <PageCardList pages={pages} num={num} />;
}
