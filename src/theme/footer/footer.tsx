import { memo } from 'react';
import { cookieSettingsColumn, footerColumns } from '../../../config/footer';
import { brand } from '../../../config/site';
import { PrefetchLink } from '../../data/prefetch-link';
import { CookieSettingsItem } from '../../features/analytics/cookie-settings-button';
import { LocaleSwitch } from '../locale-switch/locale-switch';
import { Logo } from '../navbar/logo';
import { ThemeSwitch } from '../theme-switch/theme-switch';
import './footer.css';

/** Site-wide footer: five link columns, theme and language switches, copyright with the current year. */
export const Footer = memo(function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-columns">
          {footerColumns.map((column) => (
            <nav
              key={column.title}
              className="footer-column"
              aria-labelledby={`footer-${column.title}`}
            >
              <h2 id={`footer-${column.title}`} className="footer-column-title">
                {column.title}
              </h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <PrefetchLink href={link.href} className="footer-link">
                      {link.title}
                    </PrefetchLink>
                  </li>
                ))}
                {column.title === cookieSettingsColumn ? (
                  <CookieSettingsItem className="footer-link footer-link-button" />
                ) : null}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer-bottom">
          <Logo />
          <p className="footer-copyright">
            © {year} {brand.name}. {brand.tagline}.
          </p>
          <div className="footer-controls">
            <ThemeSwitch />
            <LocaleSwitch />
          </div>
        </div>
      </div>
    </footer>
  );
});
