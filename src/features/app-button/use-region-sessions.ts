import { useEffect } from 'react';
import { cloudRegions } from '../../../config/site';
import { useAppStore } from '../../store/store';
import { checkRegionSession, fetchContinentCode, isAbortError } from './region-requests';

/**
 * Checks each region's session and the visitor's continent once per page load,
 * results in the store's region slice. Checks still unanswered when the button
 * unmounts are aborted (and the abort ignored); a later mount asks again.
 * The requests start in a task of their own: on a hydrating page they would
 * otherwise lengthen the one that runs every component's first effects.
 */
export function useRegionSessions(): void {
  const setRegionStatus = useAppStore((s) => s.setRegionStatus);
  const setContinent = useAppStore((s) => s.setContinent);

  useEffect(() => {
    const controller = new AbortController();
    const { regionSessions, continentChecked } = useAppStore.getState();
    const ignoreAbort = (error: unknown) => {
      if (!isAbortError(error) && !controller.signal.aborted) throw error;
    };
    const start = setTimeout(() => {
      for (const region of cloudRegions) {
        if (regionSessions[region.key].status !== 'unknown') continue;
        checkRegionSession(region, controller.signal)
          .then((signedIn) => setRegionStatus(region.key, signedIn ? 'signed-in' : 'signed-out'))
          .catch(ignoreAbort);
      }
      if (!continentChecked) {
        fetchContinentCode(controller.signal).then(setContinent).catch(ignoreAbort);
      }
    }, 0);
    return () => {
      clearTimeout(start);
      controller.abort();
    };
  }, [setRegionStatus, setContinent]);
}
