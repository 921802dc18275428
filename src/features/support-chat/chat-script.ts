/**
 * The third-party chat script (URL and app id in config/site.ts). It defines
 * `window.Plain` with `init`, `update` and `open`; nothing is loaded until the
 * reader asks for the chat.
 */
export interface ChatButton {
  icon: 'email' | 'chat';
  text: string;
}

export interface ChatInitOptions {
  appId: string;
  requireAuthentication: boolean;
  hideLauncher: boolean;
  chatButtons: ChatButton[];
  position: { right: string; bottom: string };
}

export interface ChatApi {
  init: (options: ChatInitOptions) => void;
  update?: (options: Partial<ChatInitOptions>) => void;
  open: () => void;
}

declare global {
  interface Window {
    Plain?: ChatApi;
  }
}

/** SPEC.md §9 "Support chat launcher": 25 px from the right, 80 px from the bottom. */
export const LAUNCHER_POSITION = { right: 25, bottom: 80 } as const;

export function chatInitOptions(appId: string): ChatInitOptions {
  return {
    appId,
    requireAuthentication: true,
    // Our own launcher button is the one the reader sees; the chat window opens from it.
    hideLauncher: true,
    chatButtons: [{ icon: 'email', text: 'Contact Support' }],
    position: { right: `${LAUNCHER_POSITION.right}px`, bottom: `${LAUNCHER_POSITION.bottom}px` },
  };
}

let loading: Promise<ChatApi> | null = null;

/** Injects the script once and initialises it; later calls share the same promise. */
export function loadChat(scriptUrl: string, appId: string): Promise<ChatApi> {
  if (loading) return loading;
  loading = new Promise<ChatApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.supportChat = 'true';
    script.onload = () => {
      const api = window.Plain;
      if (!api) {
        reject(new Error('The chat script did not define its API'));
        return;
      }
      api.init(chatInitOptions(appId));
      resolve(api);
    };
    script.onerror = () => reject(new Error(`Could not load ${scriptUrl}`));
    document.head.appendChild(script);
  });
  // A failed load may be retried by the next request.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** For tests: forget the loaded script. */
export function resetChatLoader(): void {
  loading = null;
}
