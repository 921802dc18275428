import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdFor, nextTurn } from './turns';

/** Resolves once a message posted now has been delivered (after any posted before it). */
const messagesDelivered = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

describe('turns', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the next slice on the next message, with no timer in between', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    let started = false;
    void nextTurn().then(() => {
      started = true;
    });
    await messagesDelivered();
    expect(started).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits out a hold on the clock, then starts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    holdFor(60);
    let started = false;
    void nextTurn().then(() => {
      started = true;
    });
    await messagesDelivered();
    expect(started).toBe(false);
    vi.advanceTimersByTime(59);
    await messagesDelivered();
    expect(started).toBe(false);
    vi.advanceTimersByTime(1);
    await messagesDelivered();
    await messagesDelivered();
    expect(started).toBe(true);
  });
});
