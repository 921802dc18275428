import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { ChevronDownIcon } from '../../theme/icons/icons';
import { askAboutPageLinks } from './ask-about-page';
import { PAGE_MENU_LABEL } from './page-markdown-menu-label';

/**
 * "View as Markdown", "Open in ChatGPT", "Open in Claude" (Headless UI Menu).
 * Loaded on first interaction; it takes over focus and the open request from
 * the look-alike button in PageMarkdownMenuSlot.
 */
export default function PageMarkdownMenu({
  markdownPath,
  pageUrl,
  openOnMount = false,
}: {
  markdownPath: string;
  pageUrl: string;
  openOnMount?: boolean;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first mount takes over from the placeholder
  useEffect(() => {
    if (!openOnMount) return;
    buttonRef.current?.focus();
    // Headless UI opens on pointer-down or Enter, not on a synthetic click: replay the request as Enter.
    buttonRef.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }, []);
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
