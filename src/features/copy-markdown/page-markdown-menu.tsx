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
        <MenuItem>
          <a className="menu-item copy-markdown-menu-item" href={markdownPath}>
            View as Markdown
          </a>
        </MenuItem>
        <MenuItem>
          <a
            className="menu-item copy-markdown-menu-item"
            href={ask.chatgpt}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in ChatGPT
          </a>
        </MenuItem>
        <MenuItem>
          <a
            className="menu-item copy-markdown-menu-item"
            href={ask.claude}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in Claude
          </a>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
