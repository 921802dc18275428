import { describe, expect, it } from 'vitest';
import { isRetryable, nextAttemptDelay } from './outbox-policy';

describe('isRetryable', () => {
  it('keeps posts that met no server, a timeout, a 5xx or too many requests', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) expect(isRetryable(status)).toBe(true);
  });

  it('never retries a success or a refusal that would fail forever', () => {
    for (const status of [200, 201, 400, 401, 403, 404, 405, 413, 415, 422]) {
      expect(isRetryable(status)).toBe(false);
    }
  });
});

describe('nextAttemptDelay', () => {
  const middle = () => 1; // no jitter: the full backoff

  it('doubles from 2 s and stops at 5 minutes', () => {
    expect([1, 2, 3, 4].map((n) => nextAttemptDelay(n, null, middle))).toEqual([
      2000, 4000, 8000, 16000,
    ]);
    expect(nextAttemptDelay(30, null, middle)).toBe(300_000);
  });

  it('jitters between half and all of the backoff', () => {
    expect(nextAttemptDelay(1, null, () => 0)).toBe(1000);
    expect(nextAttemptDelay(1, null, () => 0.5)).toBe(1500);
  });

  it('waits as long as Retry-After asks when that is longer, up to 5 minutes', () => {
    expect(nextAttemptDelay(1, '30', middle)).toBe(30_000);
    expect(nextAttemptDelay(3, '1', middle)).toBe(8000);
    expect(nextAttemptDelay(1, '86400', middle)).toBe(300_000);
    expect(nextAttemptDelay(1, 'soon', middle)).toBe(2000);
  });
});
