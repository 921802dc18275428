import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cloudRegions } from '../../../config/site';
import { useAppStore } from '../../store/store';
import { AppButton } from './app-button';

const initial = useAppStore.getState();

/** Plays the region hosts and our continent endpoint. */
function serve(signedIn: string[], continent: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/get-continent-code') {
        return continent
          ? Response.json({ continentCode: continent })
          : Response.json({ error: 'down' }, { status: 500 });
      }
      const region = cloudRegions.find((r) => url.startsWith(r.url));
      if (!region) throw new Error(`unexpected fetch ${url}`);
      return Response.json(signedIn.includes(region.key) ? { user: { id: 'u' } } : {});
    }),
  );
}

beforeEach(() => {
  useAppStore.setState(initial, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const settled = () =>
  waitFor(() => expect(document.querySelector('[data-settled="true"]')).toBeInTheDocument());

describe('AppButton', () => {
  it('no session, continent NA → Sign Up in the US region', async () => {
    serve([], 'NA');
    render(<AppButton />);
    await settled();
    const link = screen.getByRole('link', { name: 'Sign Up' });
    expect(link).toHaveAttribute('href', `${cloudRegions[1].url}/auth/sign-up`);
    expect(useAppStore.getState().regionSessions.eu.status).toBe('signed-out');
    expect(useAppStore.getState().continent).toBe('NA');
  });

  it('no session, failed continent lookup → Sign Up in the EU region', async () => {
    serve([], null);
    render(<AppButton />);
    await settled();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      `${cloudRegions[0].url}/auth/sign-up`,
    );
  });

  it('one session → a direct To App link to that region', async () => {
    serve(['hipaa'], 'EU');
    render(<AppButton />);
    await settled();
    expect(screen.getByRole('link', { name: 'To App' })).toHaveAttribute(
      'href',
      cloudRegions[2].url,
    );
  });

  it('several sessions → a To App menu button', async () => {
    serve(['eu', 'us', 'hipaa'], 'EU');
    render(<AppButton />);
    await settled();
    expect(await screen.findByRole('button', { name: 'To App' })).toBeInTheDocument();
    expect(useAppStore.getState().regionSessions).toEqual({
      eu: { status: 'signed-in' },
      us: { status: 'signed-in' },
      hipaa: { status: 'signed-in' },
    });
  });

  it('unmounting before the checks start makes none', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { unmount } = render(<AppButton />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).not.toHaveBeenCalled();
    expect(useAppStore.getState().continentChecked).toBe(false);
  });

  it('unmounting aborts the checks and leaves the regions unknown', async () => {
    const seen: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            const signal = init?.signal;
            if (signal) seen.push(signal);
            signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    const { unmount } = render(<AppButton />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.length).toBe(4);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.every((signal) => signal.aborted)).toBe(true);
    expect(useAppStore.getState().regionSessions.eu.status).toBe('unknown');
    expect(useAppStore.getState().continentChecked).toBe(false);
  });
});
