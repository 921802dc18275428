import { describe, expect, it, vi } from 'vitest';
import type { CloudRegion } from '../../../config/site';
import { checkRegionSession, fetchContinentCode } from './region-requests';

const region: CloudRegion = { key: 'eu', url: 'https://eu.example.org', label: 'EU region' };

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('checkRegionSession', () => {
  it('asks {host}/api/auth/session with credentials, cross-origin, abortable', async () => {
    const fetchImpl = answer({ user: { name: 'Ada' } });
    const controller = new AbortController();
    await expect(checkRegionSession(region, controller.signal, fetchImpl)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('https://eu.example.org/api/auth/session', {
      credentials: 'include',
      mode: 'cors',
      signal: controller.signal,
    });
  });

  it('counts as signed in only with a user object', async () => {
    await expect(checkRegionSession(region, undefined, answer({}))).resolves.toBe(false);
    await expect(checkRegionSession(region, undefined, answer({ user: null }))).resolves.toBe(
      false,
    );
    await expect(checkRegionSession(region, undefined, answer({ user: 'ada' }))).resolves.toBe(
      false,
    );
    await expect(checkRegionSession(region, undefined, answer(null))).resolves.toBe(false);
    await expect(
      checkRegionSession(region, undefined, answer({ user: { id: 1 } }, 500)),
    ).resolves.toBe(false);
  });

  it('treats network failures and bad JSON as signed out', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(checkRegionSession(region, undefined, offline)).resolves.toBe(false);
    const garbage = vi.fn(async () => new Response('<html>')) as unknown as typeof fetch;
    await expect(checkRegionSession(region, undefined, garbage)).resolves.toBe(false);
  });

  it('rethrows an abort so it can be ignored', async () => {
    const controller = new AbortController();
    const aborting = vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    }) as unknown as typeof fetch;
    await expect(checkRegionSession(region, controller.signal, aborting)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('fetchContinentCode', () => {
  it('reads continentCode', async () => {
    await expect(fetchContinentCode(undefined, answer({ continentCode: 'NA' }))).resolves.toBe(
      'NA',
    );
  });

  it('gives null on failure or a missing field', async () => {
    await expect(fetchContinentCode(undefined, answer({ error: 'x' }, 500))).resolves.toBeNull();
    await expect(fetchContinentCode(undefined, answer({}))).resolves.toBeNull();
  });
});
