import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { assistantConfig } from '../../../../config/assistant';
import { Svg } from '../../../theme/icons/icons';
import { track } from '../../analytics/track';
import { openSupportChat } from '../../support-chat/support-chat-store';

function ChatBubbleIcon() {
  return (
    <Svg>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
    </Svg>
  );
}

/** Help options (SPEC.md §2): 'Contact Support' opens the support chat and leaves the modal open. */
export function HelpMenu() {
  return (
    <Menu as="div" className="assistant-help">
      <MenuButton className="assistant-header-button">Help</MenuButton>
      <MenuItems anchor="bottom end" className="assistant-menu" modal={false}>
        {assistantConfig.helpOptions.map((option) => (
          <MenuItem key={option.label}>
            <button
              type="button"
              className="assistant-menu-item"
              onClick={() => {
                track('assistant_interaction', { component_type: 'help_option' });
                openSupportChat();
              }}
            >
              <ChatBubbleIcon />
              {option.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
