import type { CloudRegion, RegionKey } from '../../../config/site';

/** SPEC.md §9 "Regions": continent code → cloud region. */
const CONTINENT_REGIONS: Readonly<Record<string, RegionKey>> = {
  AF: 'eu',
  AN: 'eu',
  AS: 'eu',
  EU: 'eu',
  OC: 'eu',
  NA: 'us',
  SA: 'us',
};

/** The region to sign up in; EU for an unknown continent or a failed lookup. */
export function regionForContinent(continent: string | null | undefined): RegionKey {
  if (!continent) return 'eu';
  return CONTINENT_REGIONS[continent.trim().toUpperCase()] ?? 'eu';
}

/** The region among `regions` to sign up in for the continent; the first when it is not offered. */
export function signUpRegion(
  regions: readonly CloudRegion[],
  continent: string | null | undefined,
): CloudRegion {
  const key = regionForContinent(continent);
  return regions.find((candidate) => candidate.key === key) ?? regions[0];
}
