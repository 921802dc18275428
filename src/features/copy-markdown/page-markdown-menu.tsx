import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useRef } from 'react';
import { ChevronDownIcon } from '../../theme/icons/icons';
import { useMenuTakeover } from '../../theme/lazy-menu-slot';
import { askAboutPageLinks } from './ask-about-page';
import { PAGE_MENU_LABEL } from './page-markdown-menu-label';

/**
 * "View as Markdown", "Open in ChatGPT", "Open in Claude" (Headless UI Menu).
 * Loaded on first interaction; it takes over focus and the open request from
 * the look-alike button in PageMarkdownMenuSlot (theme/lazy-menu-slot.tsx).
 */
export default function PageMarkdownMenu({
  markdownPath,
  pageUrl,
  focusOnMount = false,
  openOnMount = false,
}: {
  markdownPath: string;
  pageUrl: string;
  focusOnMount?: boolean;
  openOnMount?: boolean;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useMenuTakeover(buttonRef, { focusOnMount, openOnMount });
  const ask = askAboutPageLinks(pageUrl);
  const links = [
    { label: 'View as Markdown', href: markdownPath, newTab: false },
    { label: 'Open in ChatGPT', href: ask.chatgpt, newTab: true },
    { label: 'Open in Claude', href: ask.claude, newTab: true },
  ];
  return (
    <Menu>
      <MenuButton
        ref={buttonRef}
        className="copy-markdown-menu-button"
        aria-label={PAGE_MENU_LABEL}
      >
        <ChevronDownIcon />
      </MenuButton>
      <MenuItems anchor="bottom end" className="menu-panel" modal={false}>
        {links.map(({ label, href, newTab }) => (
          <MenuItem key={label}>
            <a
              className="menu-item copy-markdown-menu-item"
              href={href}
              target={newTab ? '_blank' : undefined}
              rel={newTab ? 'noopener noreferrer' : undefined}
            >
              {label}
            </a>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
