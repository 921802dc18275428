import { consentConfig } from '../../../config/analytics';
import { fetchContinentCode } from '../app-button/region-requests';

/**
 * Whether this visitor is asked before anything is sent. Only when the
 * config names regions without a banner is the continent looked up (our own
 * edge function); a failed lookup asks.
 */
export async function needsConsentBanner(
  noBannerContinents: readonly string[] = consentConfig.noBannerContinents,
  lookupContinent: () => Promise<string | null> = () => fetchContinentCode(),
): Promise<boolean> {
  if (noBannerContinents.length === 0) return true;
  const continent = await lookupContinent().catch(() => null);
  return continent === null || !noBannerContinents.includes(continent);
}
