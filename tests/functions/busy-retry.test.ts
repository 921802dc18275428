import { describe, expect, it } from 'vitest';
import { retryWhenBusy, storeOrBusy } from '../../functions/_lib/busy-retry';

describe('retryWhenBusy', () => {
  it('tries a query that met a busy database again until it answers', async () => {
    let calls = 0;
    const answer = await retryWhenBusy(async () => {
      calls += 1;
      if (calls < 3) throw new Error('D1_ERROR: database is locked: SQLITE_BUSY');
      return 'row';
    });
    expect(answer).toBe('row');
    expect(calls).toBe(3);
  });

  it('passes any other error on at once, and a busy one after five tries', async () => {
    let calls = 0;
    await expect(
      retryWhenBusy(async () => {
        calls += 1;
        throw new Error('no such table: assistant_shares');
      }),
    ).rejects.toThrow(/no such table/);
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      retryWhenBusy(async () => {
        calls += 1;
        throw new Error('SQLITE_BUSY');
      }),
    ).rejects.toThrow(/SQLITE_BUSY/);
    expect(calls).toBe(5);
  });

  it('storeOrBusy answers 503 with Retry-After when the database stays busy', async () => {
    const result = await storeOrBusy(async () => {
      throw new Error('D1_ERROR: database is locked: SQLITE_BUSY');
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(503);
    expect(result.response.headers.get('retry-after')).toBe('1');
    expect(await result.response.json()).toEqual({
      error: 'the database is busy; try again shortly',
    });
    await expect(storeOrBusy(async () => 'row')).resolves.toEqual({ ok: true, value: 'row' });
  });
});
