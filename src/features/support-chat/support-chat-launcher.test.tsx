import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatInitOptions, resetChatLoader } from './chat-script';
import { SupportChatLauncher } from './support-chat-launcher';
import { openSupportChat, useSupportChatStore } from './support-chat-store';

const initial = useSupportChatStore.getState();
/** Scripts the launcher injected; kept out of the DOM, which would try (and fail) to fetch them. */
let injected: HTMLScriptElement[] = [];

beforeEach(() => {
  useSupportChatStore.setState(initial, true);
  resetChatLoader();
  window.history.replaceState(null, '', '/');
  delete window.Plain;
  injected = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    injected.push(node as unknown as HTMLScriptElement);
    return node;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Plays the third-party script: "loads" it by defining its API and firing onload. */
function loadInjectedScript() {
  const api = { init: vi.fn(), update: vi.fn(), open: vi.fn() };
  const script = injected.find((node) => node.dataset.supportChat === 'true');
  if (!script) throw new Error('no chat script was injected');
  window.Plain = api;
  script.onload?.(new Event('load'));
  return { api, script };
}

describe('SupportChatLauncher', () => {
  it('is hidden and loads nothing until asked', () => {
    render(<SupportChatLauncher appId="app_1" scriptUrl="https://chat.example.org/chat.js" />);
    expect(screen.queryByRole('button', { name: 'Contact Support' })).not.toBeInTheDocument();
    expect(injected).toEqual([]);
  });

  it('?supportChat=1 shows the launcher, loads the script and opens the chat', async () => {
    window.history.replaceState(null, '', '/docs?supportChat=1');
    render(<SupportChatLauncher appId="app_1" scriptUrl="https://chat.example.org/chat.js" />);
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
    const { api, script } = loadInjectedScript();
    expect(script.src).toBe('https://chat.example.org/chat.js');
    await act(async () => {});
    expect(api.init).toHaveBeenCalledWith(chatInitOptions('app_1'));
    expect(api.init.mock.calls[0][0]).toMatchObject({
      appId: 'app_1',
      requireAuthentication: true,
      chatButtons: [{ icon: 'email', text: 'Contact Support' }],
      position: { right: '25px', bottom: '80px' },
    });
    expect(api.open).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Contact Support' }));
    await act(async () => {});
    expect(api.open).toHaveBeenCalledTimes(2);
    expect(api.init).toHaveBeenCalledTimes(1);
    expect(injected.length).toBe(1);
  });

  it('openSupportChat() from anywhere shows and opens it', async () => {
    render(<SupportChatLauncher appId="app_1" scriptUrl="https://chat.example.org/chat.js" />);
    act(() => openSupportChat());
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
    const { api } = loadInjectedScript();
    await act(async () => {});
    expect(api.open).toHaveBeenCalled();
  });

  it('without an app id the launcher opens a mail to support and loads no script', () => {
    window.history.replaceState(null, '', '/?supportChat=1');
    const assigned: string[] = [];
    const location = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...location,
      search: '?supportChat=1',
      set href(value: string) {
        assigned.push(value);
      },
    } as unknown as Location);
    render(<SupportChatLauncher appId="" scriptUrl="https://chat.example.org/chat.js" />);
    // The query parameter alone only shows the launcher: no mail client on page load.
    expect(assigned).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Contact Support' }));
    expect(assigned).toEqual([expect.stringMatching(/^mailto:/)]);
    expect(injected).toEqual([]);
  });
});
