import './untranslated-notice.css';

/**
 * "Not translated yet", in the language of the locale the reader chose, keyed
 * by its language subtag. The fallback content is the default locale's
 * (English on this site); a locale missing here gets the English sentence.
 */
const NOTICES: Record<string, string> = {
  ja: 'このページはまだ日本語に翻訳されていません。英語版を表示しています。',
  en: 'This page is not translated yet. You are reading the English version.',
};

export function untranslatedNoticeText(locale: string): string {
  return NOTICES[locale.split('-')[0].toLowerCase()] ?? NOTICES.en;
}

/** Shown above an untranslated page; `lang` is the reader's locale, not the page's. */
export function UntranslatedNotice({ locale }: { locale: string }) {
  return (
    <p className="untranslated-notice" lang={locale} data-untranslated-notice="">
      {untranslatedNoticeText(locale)}
    </p>
  );
}
