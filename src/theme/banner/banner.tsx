import { useEffect } from 'react';
import { labels, themeConfig } from '../../../config/theme';
import { PrefetchLink } from '../../data/prefetch-link';
import { useAppStore } from '../../store/store';
import { CloseIcon } from '../icons/icons';
import './banner.css';

/**
 * The announcement bar. Dismissing stores "0" under the banner key; the
 * pre-paint script hides it on later loads (class `banner-hidden` on <html>).
 */
export function Banner() {
  const { key, dismissible, text, linkLabel, href } = themeConfig.banner;
  const dismissed = useAppStore((s) => s.dismissedBanners[key] === true);
  const dismissBanner = useAppStore((s) => s.dismissBanner);
  const hydrateBanner = useAppStore((s) => s.hydrateBanner);

  useEffect(() => hydrateBanner(key), [hydrateBanner, key]);

  if (dismissed) return null;
  return (
    <aside className="banner" aria-label="Announcement">
      <p className="banner-text">
        {text}{' '}
        <PrefetchLink href={href} className="banner-link">
          {linkLabel}
        </PrefetchLink>
      </p>
      {dismissible ? (
        <button
          type="button"
          className="banner-dismiss"
          aria-label={labels.dismissBanner}
          onClick={() => {
            dismissBanner(key);
            document.documentElement.classList.add('banner-hidden');
          }}
        >
          <CloseIcon />
        </button>
      ) : null}
    </aside>
  );
}
