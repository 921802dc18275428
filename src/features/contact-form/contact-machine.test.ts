import { describe, expect, it } from 'vitest';
import { contactReducer, initialContactState } from './contact-machine';

describe('contactReducer', () => {
  it('goes editing → sending → sent → editing', () => {
    const sending = contactReducer(initialContactState, { type: 'submit' });
    expect(sending).toEqual({ status: 'sending' });
    const sent = contactReducer(sending, { type: 'succeeded', id: 'a1' });
    expect(sent).toEqual({ status: 'sent', id: 'a1' });
    expect(contactReducer(sent, { type: 'reset' })).toEqual(initialContactState);
  });

  it('fails only while sending, and a new submit leaves the failure', () => {
    const failed = contactReducer({ status: 'sending' }, { type: 'failed', error: 'offline' });
    expect(failed).toEqual({ status: 'failed', error: 'offline' });
    expect(contactReducer(initialContactState, { type: 'failed', error: 'x' })).toBe(
      initialContactState,
    );
    expect(contactReducer(failed, { type: 'submit' })).toEqual({ status: 'sending' });
  });

  it('ignores a second submit and late answers', () => {
    const sending = { status: 'sending' } as const;
    expect(contactReducer(sending, { type: 'submit' })).toBe(sending);
    expect(contactReducer(initialContactState, { type: 'succeeded', id: 'late' })).toBe(
      initialContactState,
    );
  });
});
