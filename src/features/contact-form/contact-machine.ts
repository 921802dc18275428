/** The contact form's states: what the reader sees while a request is on its way. */

export type ContactState =
  | { status: 'editing' }
  | { status: 'sending' }
  | { status: 'sent'; id: string }
  /** Kept in the reader's outbox, to be sent when the network is back. */
  | { status: 'saved' }
  | { status: 'failed'; error: string };

export type ContactEvent =
  | { type: 'submit' }
  | { type: 'succeeded'; id: string }
  | { type: 'saved' }
  | { type: 'failed'; error: string }
  | { type: 'reset' };

export const initialContactState: ContactState = { status: 'editing' };

export function contactReducer(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'submit':
      return state.status === 'sending' ? state : { status: 'sending' };
    case 'succeeded':
      return state.status === 'sending' ? { status: 'sent', id: event.id } : state;
    case 'saved':
      return state.status === 'sending' ? { status: 'saved' } : state;
    case 'failed':
      return state.status === 'sending' ? { status: 'failed', error: event.error } : state;
    case 'reset':
      return state.status === 'sent' || state.status === 'saved' ? initialContactState : state;
  }
}
