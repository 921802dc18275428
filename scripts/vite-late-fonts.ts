/**
 * The font faces the first paint does not need (src/styles/late-fonts.css)
 * go into the page as a disabled <style>, not into the main stylesheet: the
 * browser would fetch them with the first layout, sharing a phone's narrow
 * connection with the app's code and data. The start script loads and adds
 * its faces once the app is live (scripts/prerender/deferred-start.ts);
 * a <noscript> copy serves readers without JavaScript. The dev server, which
 * has no start script, gets them enabled.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { builtFontFile } from './vite-font-preload';

/** Id of the <style> holding the late faces. */
export const LATE_FONTS_ID = 'late-fonts';

const LATE_FONTS_CSS = fileURLToPath(new URL('../src/styles/late-fonts.css', import.meta.url));
const FONT_URL = /url\("([^"]+\.woff2)"\)/g;

/** The stylesheet without comments and runs of white space, each font's specifier replaced by `urlOf` it. */
export function lateFontRules(css: string, urlOf: (specifier: string) => string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(FONT_URL, (_, specifier: string) => `url("${urlOf(specifier)}")`)
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,:])\s*/g, '$1')
    .trim();
}

/** The disabled <style> and its <noscript> copy. */
export function lateFontTags(rules: string, enabled: boolean): HtmlTagDescriptor[] {
  return [
    {
      tag: 'style',
      attrs: enabled ? { id: LATE_FONTS_ID } : { id: LATE_FONTS_ID, media: 'not all' },
      children: rules,
      injectTo: 'body',
    },
    ...(enabled
      ? []
      : [{ tag: 'noscript', children: `<style>${rules}</style>`, injectTo: 'body' as const }]),
  ];
}

/** A font file's path on disk, resolved as an import of it would be. */
const fontPath = createRequire(import.meta.url).resolve;

export function lateFonts(): Plugin {
  const css = readFileSync(LATE_FONTS_CSS, 'utf8');
  const specifiers = [...css.matchAll(FONT_URL)].map((match) => match[1]);
  let building = false;
  return {
    name: 'late-fonts',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!building) return;
      this.addWatchFile(LATE_FONTS_CSS);
      for (const specifier of specifiers) {
        this.emitFile({
          type: 'asset',
          name: basename(specifier),
          source: readFileSync(fontPath(specifier)),
        });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) {
          return lateFontTags(
            lateFontRules(css, (s) => `/@fs${fontPath(s)}`),
            true,
          );
        }
        const files = Object.keys(context.bundle);
        const rules = lateFontRules(
          css,
          (specifier) => `/${builtFontFile(files, basename(specifier, '.woff2'))}`,
        );
        return lateFontTags(rules, false);
      },
    },
  };
}
