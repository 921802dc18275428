import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LATE_FONTS_ID, lateFontRules, lateFontTags } from './vite-late-fonts';

const css = `/* a comment, dropped */
@font-face {
  font-family: "Inter";
  font-weight: 600 800;
  src: url("@fontsource/inter/files/inter-latin-600-normal.woff2") format("woff2");
  unicode-range:
    U+0000-00FF, U+0131;
}
`;

describe('lateFontRules', () => {
  it('puts each font at the address given and drops comments and white space', () => {
    const rules = lateFontRules(css, (specifier) => `/assets/${specifier.split('/').pop()}`);
    expect(rules).toBe(
      '@font-face{font-family:"Inter";font-weight:600 800;' +
        'src:url("/assets/inter-latin-600-normal.woff2") format("woff2");' +
        'unicode-range:U+0000-00FF,U+0131;}',
    );
  });

  it('finds every face of the site stylesheet', () => {
    const specifiers: string[] = [];
    lateFontRules(readFileSync('src/styles/late-fonts.css', 'utf8'), (specifier) => {
      specifiers.push(specifier);
      return specifier;
    });
    expect(specifiers).toEqual([
      '@fontsource/inter/files/inter-latin-500-normal.woff2',
      '@fontsource/inter/files/inter-latin-600-normal.woff2',
      '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2',
    ]);
  });
});

describe('lateFontTags', () => {
  it('a built page gets the rules disabled, with a <noscript> copy', () => {
    expect(lateFontTags('@font-face{}', false)).toEqual([
      {
        tag: 'style',
        attrs: { id: LATE_FONTS_ID, media: 'not all' },
        children: '@font-face{}',
        injectTo: 'body',
      },
      { tag: 'noscript', children: '<style>@font-face{}</style>', injectTo: 'body' },
    ]);
  });

  it('the dev server gets them enabled', () => {
    expect(lateFontTags('@font-face{}', true)).toEqual([
      { tag: 'style', attrs: { id: LATE_FONTS_ID }, children: '@font-face{}', injectTo: 'body' },
    ]);
  });
});
