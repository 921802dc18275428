import { useLocation } from 'react-router-dom';
import { labels, themeConfig } from '../../../config/theme';
import { useContentManifest } from '../../data/content-context';
import { splitLocale, switchLocalePath } from '../../data/locale-route';
import { GlobeIcon } from '../icons/icons';
import '../theme-switch/theme-switch.css';

/** NEXT_LOCALE for 365 days on the whole site (SPEC.md §7 "Language switch"). */
export function localeCookie(locale: string): string {
  const { name, maxAgeDays } = themeConfig.localeCookie;
  return `${name}=${encodeURIComponent(locale)}; max-age=${maxAgeDays * 24 * 60 * 60}; path=/; samesite=lax`;
}

/** Sets the locale cookie and reloads the same page in the chosen locale (SPEC.md §2, §7). */
export function switchLocale(locale: string, targetPath: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the locale cookie is read by the edge and must be a plain cookie
  document.cookie = localeCookie(locale);
  window.location.href = targetPath;
}

/** Shown only when the bundle has more than one locale. */
export function LocaleSwitch() {
  const manifest = useContentManifest();
  const location = useLocation();
  if (manifest.locales.length < 2) return null;
  const { locale } = splitLocale(location.pathname, manifest);
  return (
    <label className="select-control">
      <span className="select-control-icon">
        <GlobeIcon />
      </span>
      <span className="sr-only">{labels.changeLanguage}</span>
      <select
        className="select-control-select"
        value={locale}
        title={labels.changeLanguage}
        onChange={(event) => {
          const target = switchLocalePath(location.pathname, event.target.value, manifest);
          switchLocale(event.target.value, `${target}${location.search}${location.hash}`);
        }}
      >
        {manifest.locales.map((entry) => (
          <option key={entry.locale} value={entry.locale}>
            {entry.name}
          </option>
        ))}
      </select>
    </label>
  );
}
