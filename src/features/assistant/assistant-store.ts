import { create } from 'zustand';
import { track } from '../analytics/track';

export type AssistantView = 'chat' | 'search';

interface AssistantState {
  open: boolean;
  /** Set on the first open: from then on the modal's code is loaded and stays mounted. */
  loaded: boolean;
  view: AssistantView;
  /** Text handed over by the opener (the search panel's query), used once by the chat input. */
  draft: string;
  /** A conversation to continue (from a shared page), taken once by the chat. */
  seed: SeedTurn[] | null;
  openAssistant: (options?: { draft?: string; seed?: SeedTurn[] }) => void;
  closeAssistant: () => void;
  /** The modal's code could not be loaded: closed, and asked for again on the next open. */
  unload: () => void;
  setView: (view: AssistantView) => void;
  takeDraft: () => string;
  takeSeed: () => SeedTurn[] | null;
}

export interface SeedTurn {
  question: string;
  answer: string;
  sources: unknown[];
}

/**
 * The assistant modal's state: per tab, never persisted. Opening it and
 * switching views are reported here (SPEC.md §7), whichever entry did it.
 */
export const useAssistantStore = create<AssistantState>()((set, get) => ({
  open: false,
  loaded: false,
  view: 'chat',
  draft: '',
  seed: null,
  openAssistant: (options = {}) => {
    set({
      open: true,
      loaded: true,
      view: 'chat',
      draft: options.draft ?? '',
      seed: options.seed ?? null,
    });
    track('assistant_interaction', { component_type: 'modal' });
  },
  closeAssistant: () => set({ open: false }),
  unload: () => set({ open: false, loaded: false }),
  setView: (view) => {
    if (get().view === view) return;
    set({ view });
    track('assistant_interaction', { component_type: view });
  },
  takeDraft: () => {
    const { draft } = get();
    if (draft) set({ draft: '' });
    return draft;
  },
  takeSeed: () => {
    const { seed } = get();
    if (seed) set({ seed: null });
    return seed;
  },
}));

export function openAssistant(options?: { draft?: string; seed?: SeedTurn[] }): void {
  useAssistantStore.getState().openAssistant(options);
}
