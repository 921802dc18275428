/**
 * Preloads the one font face the first paint needs (body text, Inter 400
 * Latin) with a <link rel="preload"> to its hashed file. Other faces load
 * when used: headings swap in with matched fallback metrics, code only where
 * there is code.
 */
import { basename } from 'node:path';
import type { Plugin } from 'vite';

export const PRELOADED_FONT = 'inter-latin-400-normal';

/** The hashed file a font (e.g. "inter-latin-400-normal") was built into. */
export function builtFontFile(files: readonly string[], font: string): string {
  const file = files.find(
    (name) => basename(name).startsWith(`${font}-`) && name.endsWith('.woff2'),
  );
  if (!file) throw new Error(`${font}.woff2 is not in the build`);
  return file;
}

export function fontPreload(): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = builtFontFile(Object.keys(context.bundle ?? {}), PRELOADED_FONT);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
