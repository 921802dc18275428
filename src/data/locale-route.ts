import type { ContentManifest } from '../../build-content/bundle-format';

export interface LocaleRoute {
  locale: string;
  /** The pathname without a trailing slash ("/" for the root); locale prefix kept, as page-map routes have it. */
  route: string;
  /** The route without the locale prefix. */
  baseRoute: string;
}

export function normalizeRoute(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Routes of the default locale have no prefix; other locales are prefixed (/ja/docs). */
export function splitLocale(
  pathname: string,
  manifest: Pick<ContentManifest, 'defaultLocale' | 'locales'>,
): LocaleRoute {
  const route = normalizeRoute(pathname);
  const first = route.split('/')[1] ?? '';
  const match = manifest.locales.find(
    (entry) => entry.locale !== manifest.defaultLocale && entry.locale === first,
  );
  if (!match) return { locale: manifest.defaultLocale, route, baseRoute: route };
  const baseRoute = normalizeRoute(route.slice(first.length + 1));
  return { locale: match.locale, route, baseRoute };
}

/** Whether a route is `section` itself or a page under it ("/docs-archive" is not under "/docs"). */
export function isAtOrUnder(route: string, section: string): boolean {
  return route === section || route.startsWith(`${section}/`);
}

/** A route without a locale prefix as the route of `locale` (the default locale's has none). */
export function routeInLocale(
  baseRoute: string,
  locale: string,
  manifest: Pick<ContentManifest, 'defaultLocale'>,
): string {
  if (locale === manifest.defaultLocale) return baseRoute;
  return baseRoute === '/' ? `/${locale}` : `/${locale}${baseRoute}`;
}

/** The same page in another locale: the locale segment replaced, added or removed. */
export function switchLocalePath(
  pathname: string,
  to: string,
  manifest: Pick<ContentManifest, 'defaultLocale' | 'locales'>,
): string {
  return routeInLocale(splitLocale(pathname, manifest).baseRoute, to, manifest);
}
