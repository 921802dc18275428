import { useRef } from 'react';
import type { PageMapEntry } from '../../../build-content/bundle-format';
import { brand, links, site } from '../../../config/site';
import { labels } from '../../../config/theme';
import { PrefetchLink } from '../../data/prefetch-link';
import { AppButton } from '../../features/app-button/app-button';
import { AskAiButton } from '../../features/assistant/ask-ai-button';
import { LogoContextMenu } from '../../features/logo-menu/logo-context-menu';
import { SearchBox } from '../../features/search/search-box';
import { useAppStore } from '../../store/store';
import { ChatIcon, CloseIcon, GithubIcon, MenuIcon, SocialIcon } from '../icons/icons';
import { Logo } from './logo';
import { NavbarSections } from './navbar-more';
import './navbar.css';

/** Icon links to places outside the site, in navbar order. */
const outsideLinks = [
  { href: site.mainRepository, label: 'GitHub repository', Icon: GithubIcon },
  { href: links.chat, label: 'Community chat', Icon: ChatIcon },
  { href: links.social, label: 'Follow us on X', Icon: SocialIcon },
];

/** Top bar: logo, top-level sections, search, community links, HIRING pill, mobile menu button. */
export function Navbar({ items, route }: { items: PageMapEntry[]; route: string }) {
  const bar = useRef<HTMLElement>(null);
  const mobileMenuOpen = useAppStore((s) => s.mobileMenuOpen);
  const setMobileMenuOpen = useAppStore((s) => s.setMobileMenuOpen);
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main" ref={bar}>
        <LogoContextMenu>
          <PrefetchLink href="/" className="navbar-logo" aria-label={`${brand.name} home`}>
            <Logo />
          </PrefetchLink>
        </LogoContextMenu>
        <PrefetchLink href={links.careers} className="navbar-hiring">
          {labels.hiring}
        </PrefetchLink>
        <NavbarSections items={items} route={route} bar={bar} outsideLinks={outsideLinks} />
        <div className="navbar-end">
          <SearchBox />
          <AskAiButton />
          {outsideLinks.map(({ href, label, Icon }) => (
            <a
              key={label}
              className="navbar-icon-link"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
            >
              <Icon />
            </a>
          ))}
          <AppButton />
          <button
            type="button"
            className="navbar-hamburger"
            aria-label={mobileMenuOpen ? labels.closeMenu : labels.openMenu}
            aria-expanded={mobileMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileMenuOpen(!mobileMenuOpen)}
          >
            {mobileMenuOpen ? (
              <CloseIcon width={20} height={20} />
            ) : (
              <MenuIcon width={20} height={20} />
            )}
          </button>
        </div>
      </nav>
    </header>
  );
}
