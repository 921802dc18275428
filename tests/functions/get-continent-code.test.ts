import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { onRequest, onRequestGet } from '../../functions/api/get-continent-code';
import { callFunction } from './call-function';

const URL_ = 'https://site.test/api/get-continent-code';

function get(init: { cf?: Record<string, unknown>; headers?: HeadersInit } = {}) {
  const request = new Request(URL_, { headers: init.headers, cf: init.cf } as RequestInit);
  return callFunction(onRequestGet, request);
}

async function continentCode(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json<{ continentCode: string | null }>()).continentCode;
}

describe('GET /api/get-continent-code', () => {
  it('answers the continent from request.cf', async () => {
    expect(await continentCode(await get({ cf: { continent: 'EU' } }))).toBe('EU');
    expect(await continentCode(await get({ cf: { continent: 'SA' } }))).toBe('SA');
  });

  it('prefers request.cf over the fallback header', async () => {
    const response = await get({ cf: { continent: 'AS' }, headers: { 'x-continent-code': 'NA' } });
    expect(await continentCode(response)).toBe('AS');
  });

  it('falls back to the configured header when request.cf has no continent', async () => {
    expect(await continentCode(await get({ headers: { 'x-continent-code': 'oc' } }))).toBe('OC');
    const previous = env.CONTINENT_HEADER;
    env.CONTINENT_HEADER = 'x-geo-continent';
    try {
      expect(await continentCode(await get({ headers: { 'x-geo-continent': 'AF' } }))).toBe('AF');
      expect(await continentCode(await get({ headers: { 'x-continent-code': 'AF' } }))).toBeNull();
    } finally {
      env.CONTINENT_HEADER = previous;
    }
  });

  it('answers null when the continent is unknown or not a continent code', async () => {
    expect(await continentCode(await get())).toBeNull();
    expect(await continentCode(await get({ cf: { continent: 'XX' } }))).toBeNull();
    expect(
      await continentCode(await get({ headers: { 'x-continent-code': '<script>' } })),
    ).toBeNull();
  });

  it('answers 405 for other methods', async () => {
    const response = await callFunction(onRequest, new Request(URL_, { method: 'POST' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});
