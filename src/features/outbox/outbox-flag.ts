/**
 * A local-storage mark that the outbox holds posts: reading it on load costs
 * nothing, so the outbox's code and IndexedDB are opened only when there is
 * something to send. The outbox clears it when it finds itself empty.
 */
const FLAG = 'outbox-pending';

export function markPending(): void {
  try {
    localStorage.setItem(FLAG, '1');
  } catch {
    // Storage refused (private mode quota): posts still go, only the resume on load is lost.
  }
}

export function clearPending(): void {
  try {
    localStorage.removeItem(FLAG);
  } catch {}
}

export function hasPending(): boolean {
  try {
    return localStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}
