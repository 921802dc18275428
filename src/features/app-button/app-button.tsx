import { lazy } from 'react';
import { cloudRegions } from '../../../config/site';
import { useAppStore } from '../../store/store';
import { ChevronDownIcon } from '../../theme/icons/icons';
import { LazyMenuSlot } from '../../theme/lazy-menu-slot';
import { resolveAppButton, signUpUrl } from './resolve-app-button';
import { useRegionSessions } from './use-region-sessions';
import './app-button.css';

const AppRegionMenu = lazy(() => import('./app-region-menu'));

export const APP_BUTTON_LABELS = { toApp: 'To App', signUp: 'Sign Up' } as const;

/**
 * The header button into the cloud app (SPEC.md §4): To App dropdown, To App
 * link, or Sign Up in the visitor's region. `data-settled` turns true once
 * every answer the current view depends on is in.
 */
export function AppButton() {
  useRegionSessions();
  const sessions = useAppStore((s) => s.regionSessions);
  const continent = useAppStore((s) => s.continent);
  const continentChecked = useAppStore((s) => s.continentChecked);
  const view = resolveAppButton(cloudRegions, sessions, continent, continentChecked);
  const settled = view.settled ? 'true' : 'false';

  if (view.kind === 'dropdown') {
    // The menu's code loads on the first hover, focus or press; a press before it is in
    // opens the menu once it is (lazy-menu-slot.tsx), instead of landing on a dead button.
    return (
      <div className="app-button-wrap" data-app-button="dropdown" data-settled={settled}>
        <LazyMenuSlot
          className="app-button"
          menu={(request) => (
            <AppRegionMenu regions={view.regions} label={APP_BUTTON_LABELS.toApp} {...request} />
          )}
        >
          {APP_BUTTON_LABELS.toApp}
          <ChevronDownIcon />
        </LazyMenuSlot>
      </div>
    );
  }
  if (view.kind === 'link') {
    return (
      <div className="app-button-wrap" data-app-button="link" data-settled={settled}>
        <a className="app-button" href={view.region.url} title={view.region.label}>
          {APP_BUTTON_LABELS.toApp}
        </a>
      </div>
    );
  }
  return (
    <div
      className="app-button-wrap"
      data-app-button="sign-up"
      data-region={view.region.key}
      data-settled={settled}
    >
      <a className="app-button" href={signUpUrl(view.region)}>
        {APP_BUTTON_LABELS.signUp}
      </a>
    </div>
  );
}
