/**
 * Turns for background indexing. Work is cut into slices, and between two
 * slices pending messages (a reader's query) run first. A worker that indexes
 * while another answers can also be told to hold: on a machine with few
 * cores its slices would otherwise take the time the page needs to show the
 * answer to the key just typed.
 */
let holdUntil = 0;

/** No slice starts within the next `ms` milliseconds. */
export function holdFor(ms: number): void {
  holdUntil = Math.max(holdUntil, performance.now() + ms);
}

/** Runs `task` after pending events (messages, input) had their turn, without timer clamping, and after any hold. */
export function yieldThen(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    const held = holdUntil - performance.now();
    if (held > 0) setTimeout(() => yieldThen(task), held);
    else task();
  };
  channel.port2.postMessage(null);
}

/** `yieldThen` as a promise. */
export const nextTurn = () => new Promise<void>((resolve) => yieldThen(resolve));
