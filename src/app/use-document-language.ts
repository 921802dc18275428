import { useEffect } from 'react';

/** `lang` and `dir` of <html> follow the page's locale (the prerender writes them into the HTML). */
export function useDocumentLanguage(locale: string, direction: string) {
  useEffect(() => {
    const root = document.documentElement;
    if (root.lang !== locale) root.lang = locale;
    if (root.dir !== direction) root.dir = direction;
  }, [locale, direction]);
}
