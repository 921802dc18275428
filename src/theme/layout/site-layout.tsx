import type { ReactNode } from 'react';
import type { PageMapEntry, TocEntry } from '../../../build-content/bundle-format';
import { SupportChatLauncher } from '../../features/support-chat/support-chat-launcher';
import { Banner } from '../banner/banner';
import { Footer } from '../footer/footer';
import { Navbar } from '../navbar/navbar';
import { MobileMenu } from '../sidebar/mobile-menu';
import { SkipLink } from './skip-link';
import './site-layout.css';

/** Chrome around every page: skip link, banner, navbar, mobile menu, content, footer. */
export function SiteLayout({
  navbarItems,
  sidebarItems,
  route,
  headings,
  showNavbar = true,
  showFooter = true,
  children,
}: {
  navbarItems: PageMapEntry[];
  sidebarItems: PageMapEntry[];
  route: string;
  headings: TocEntry[];
  showNavbar?: boolean;
  showFooter?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <Banner />
      {showNavbar ? <Navbar items={navbarItems} route={route} /> : null}
      <MobileMenu
        navbarItems={navbarItems}
        sidebarItems={sidebarItems}
        route={route}
        headings={headings}
      />
      <div className="site-main">{children}</div>
      {showFooter ? <Footer /> : null}
      <SupportChatLauncher />
    </>
  );
}
