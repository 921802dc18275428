import { create } from 'zustand';

interface SupportChatState {
  /** The reader asked for the chat (a support button, or ?supportChat=1): the launcher shows from then on. */
  requested: boolean;
  /** Bumped on every request, so a second click opens the chat again. */
  openCount: number;
  requestChat: () => void;
  /** Shows the launcher without opening anything. */
  showLauncher: () => void;
}

/** The chat is per tab and never persisted: it opens only when asked. */
export const useSupportChatStore = create<SupportChatState>()((set) => ({
  requested: false,
  openCount: 0,
  requestChat: () => set((state) => ({ requested: true, openCount: state.openCount + 1 })),
  showLauncher: () => set({ requested: true }),
}));

/** Opens the support chat (or the support email when no chat is configured) from anywhere. */
export function openSupportChat(): void {
  useSupportChatStore.getState().requestChat();
}
