import type { ReactNode } from 'react';
import './locale-content.css';

export interface LocaleContentProps {
  /** BCP 47 language tag of the content, e.g. "ja", "ko", "zh-Hans". */
  lang: string;
  children?: ReactNode;
}

/**
 * Content written in another language than the page's locale: sets `lang` so
 * screen readers switch voice and the browser picks fonts with the right glyphs.
 */
export function LocaleContent({ lang, children }: LocaleContentProps) {
  return (
    <div lang={lang} className="locale-content">
      {children}
    </div>
  );
}
