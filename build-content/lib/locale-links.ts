/** The locales of a site, as far as links are concerned. */
export interface LinkLocales {
  codes: readonly string[];
  defaultLocale: string;
}

/** Paths served as files or by functions, never localized. */
const NOT_A_PAGE = /^\/(?:api|_content|_source)(?:\/|$)|\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/**
 * The href a page links to, as the built site serves it. Nextra (through
 * Next.js) adds the current locale to a root-relative link, so on a page of
 * locale `ar`, `/resources/benefits/` means `/ar/resources/benefits`; the
 * default locale has no prefix, so `/en/x` is `/x` when `en` is the default.
 * Trailing slashes go (`/x/` is `/x`). Relative and external links, and
 * links to files, stay as written.
 */
export function localizeHref(href: string, pageLocale: string, locales: LinkLocales): string {
  if (href.charCodeAt(0) !== 47 /* / */ || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  let pathPart = cut < 0 ? href : href.slice(0, cut);
  const rest = cut < 0 ? '' : href.slice(cut);
  if (NOT_A_PAGE.test(pathPart)) return href;
  if (locales.codes.length > 1) {
    const first = pathPart.split('/')[1];
    if (first === locales.defaultLocale) {
      pathPart = pathPart.slice(first.length + 1) || '/';
    } else if (pageLocale !== locales.defaultLocale && !locales.codes.includes(first)) {
      pathPart = pathPart === '/' ? `/${pageLocale}` : `/${pageLocale}${pathPart}`;
    }
  }
  if (pathPart.length > 1) pathPart = pathPart.replace(/\/+$/, '') || '/';
  return pathPart + rest;
}
