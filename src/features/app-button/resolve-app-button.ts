import type { CloudRegion, RegionKey } from '../../../config/site';
import type { RegionSession } from '../../store/regions-slice';
import { signUpRegion } from './continent-region';

/** Path of the cloud app's sign-up page on a region host. */
export const SIGN_UP_PATH = '/auth/sign-up';

export type AppButtonView =
  | { kind: 'dropdown'; regions: CloudRegion[]; settled: boolean }
  | { kind: 'link'; region: CloudRegion; settled: boolean }
  | { kind: 'sign-up'; region: CloudRegion; settled: boolean };

/**
 * SPEC.md §4 "Header app button": several signed-in regions → a To App
 * dropdown, one → a direct To App link, none → Sign Up in the continent's
 * region. Regions still being checked count as signed out until they answer;
 * `settled` says every answer this view depends on is in.
 */
export function resolveAppButton(
  regions: readonly CloudRegion[],
  sessions: Record<RegionKey, RegionSession>,
  continent: string | null,
  continentChecked: boolean,
): AppButtonView {
  const signedIn = regions.filter((region) => sessions[region.key]?.status === 'signed-in');
  const sessionsSettled = regions.every((region) => sessions[region.key]?.status !== 'unknown');
  if (signedIn.length > 1) return { kind: 'dropdown', regions: signedIn, settled: sessionsSettled };
  if (signedIn.length === 1) {
    return { kind: 'link', region: signedIn[0], settled: sessionsSettled };
  }
  const region = signUpRegion(regions, continent);
  return { kind: 'sign-up', region, settled: sessionsSettled && continentChecked };
}

export function signUpUrl(region: CloudRegion): string {
  return `${region.url.replace(/\/+$/, '')}${SIGN_UP_PATH}`;
}
