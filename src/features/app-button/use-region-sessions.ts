import { useEffect } from 'react';
import { whenIdle } from '../../app/when-idle';
import { cloudRegions } from '../../config/site';
import { useAppStore } from '../../store/store';

/**
 * Checks each region's session and the visitor's continent once per page load,
 * results in the store's region slice. The checks (and their code) start once
 * the page is live and the browser idle: the first paint shows the button the
 * server rendered. Checks still unanswered when the button unmounts are
 * aborted (and the abort ignored); a later mount asks again.
 */
export function useRegionSessions(): void {
  const setRegionStatus = useAppStore((s) => s.setRegionStatus);
  const setContinent = useAppStore((s) => s.setContinent);

  useEffect(() => {
    const controller = new AbortController();
    const check = async () => {
      const { checkRegionSession, fetchContinentCode, isAbortError } = await import(
        './region-requests'
      );
      if (controller.signal.aborted) return;
      const { regionSessions, continentChecked } = useAppStore.getState();
      const ignoreAbort = (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) throw error;
      };
      for (const region of cloudRegions) {
        if (regionSessions[region.key].status !== 'unknown') continue;
        checkRegionSession(region, controller.signal)
          .then((signedIn) => setRegionStatus(region.key, signedIn ? 'signed-in' : 'signed-out'))
          .catch(ignoreAbort);
      }
      if (!continentChecked) {
        fetchContinentCode(controller.signal).then(setContinent).catch(ignoreAbort);
      }
    };
    const cancel = whenIdle(() => void check());
    return () => {
      cancel();
      controller.abort();
    };
  }, [setRegionStatus, setContinent]);
}
