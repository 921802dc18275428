/**
 * Preloads the one font face the first paint needs (body text, Inter 400
 * Latin) with a <link rel="preload"> to its hashed file. Other faces load
 * when used: headings swap in with matched fallback metrics, code only where
 * there is code.
 */
import type { Plugin } from 'vite';

export const PRELOADED_FONT = 'inter-latin-400-normal';

export function fontPreload(): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find(
          (name) => name.includes(PRELOADED_FONT) && name.endsWith('.woff2'),
        );
        if (!file) throw new Error(`font-preload: ${PRELOADED_FONT}.woff2 is not in the build`);
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
