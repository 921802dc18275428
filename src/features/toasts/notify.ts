/**
 * The site's one way to show a short message: `notify({ title, ... })`.
 * Callable from anywhere without loading the toast library: messages wait
 * here until the toast area (toast-area.tsx) has loaded it, which it does on
 * the first message.
 */
export type ToastKind = 'info' | 'success' | 'error';

export interface ToastMessage {
  title: string;
  kind?: ToastKind;
  description?: string;
  /** One button on the toast, e.g. "Reload" for a new version. */
  action?: { label: string; onClick: () => void };
  /** A message with the id of one still shown replaces it instead of stacking. */
  id?: string;
  /** Milliseconds on screen; Infinity keeps it until dismissed. Default 6000. */
  durationMs?: number;
}

type Deliver = (message: ToastMessage) => void;

let deliver: Deliver | null = null;
let pending: ToastMessage[] = [];
const wakeListeners = new Set<() => void>();

export function notify(message: ToastMessage): void {
  if (deliver) {
    deliver(message);
    return;
  }
  pending.push(message);
  for (const wake of wakeListeners) wake();
}

/**
 * Loads the toast library ahead of a message a feature is about to send (the
 * contact form, once the reader is in it), so that message still shows if the
 * network is gone by then.
 */
export function prepareToasts(): void {
  if (deliver) return;
  for (const wake of wakeListeners) wake();
}

/** Whether a message is waiting for the toast library. */
export function hasPendingToasts(): boolean {
  return pending.length > 0;
}

/** The toast area asks to hear of the first message, to load the library then. */
export function onToastRequested(wake: () => void): () => void {
  wakeListeners.add(wake);
  return () => {
    wakeListeners.delete(wake);
  };
}

/** The loaded toaster takes over delivery (and gets the waiting messages). */
export function connectToaster(next: Deliver): () => void {
  deliver = next;
  const waiting = pending;
  pending = [];
  for (const message of waiting) next(message);
  return () => {
    if (deliver === next) deliver = null;
  };
}
