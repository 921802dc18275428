import { describe, expect, it } from 'vitest';
import { cloudRegions, type RegionKey } from '../../../config/site';
import type { RegionSessionStatus } from '../../store/regions-slice';
import { resolveAppButton, signUpUrl } from './resolve-app-button';

const sessions = (eu: RegionSessionStatus, us: RegionSessionStatus, hipaa: RegionSessionStatus) =>
  ({ eu: { status: eu }, us: { status: us }, hipaa: { status: hipaa } }) as Record<
    RegionKey,
    { status: RegionSessionStatus }
  >;

describe('resolveAppButton', () => {
  it('several signed-in regions → a To App dropdown of exactly those', () => {
    const view = resolveAppButton(
      cloudRegions,
      sessions('signed-in', 'signed-out', 'signed-in'),
      null,
      false,
    );
    expect(view.kind).toBe('dropdown');
    expect(view.kind === 'dropdown' && view.regions.map((r) => r.key)).toEqual(['eu', 'hipaa']);
    expect(view.settled).toBe(true);
  });

  it('exactly one → a direct link to it', () => {
    const view = resolveAppButton(
      cloudRegions,
      sessions('signed-out', 'signed-in', 'signed-out'),
      null,
      false,
    );
    expect(view).toMatchObject({ kind: 'link', region: { key: 'us' }, settled: true });
  });

  it('none → Sign Up in the continent region, EU when unknown', () => {
    const none = sessions('signed-out', 'signed-out', 'signed-out');
    expect(resolveAppButton(cloudRegions, none, 'NA', true)).toMatchObject({
      kind: 'sign-up',
      region: { key: 'us' },
      settled: true,
    });
    expect(resolveAppButton(cloudRegions, none, null, true)).toMatchObject({
      kind: 'sign-up',
      region: { key: 'eu' },
      settled: true,
    });
  });

  it('is not settled while a session or the continent is still unknown', () => {
    expect(
      resolveAppButton(cloudRegions, sessions('unknown', 'signed-out', 'signed-out'), 'EU', true)
        .settled,
    ).toBe(false);
    expect(
      resolveAppButton(
        cloudRegions,
        sessions('signed-out', 'signed-out', 'signed-out'),
        null,
        false,
      ).settled,
    ).toBe(false);
  });

  it('builds the sign-up URL on the region host', () => {
    expect(signUpUrl({ key: 'us', url: 'https://us.example.org/', label: 'US region' })).toBe(
      'https://us.example.org/auth/sign-up',
    );
  });
});
