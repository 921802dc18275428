/**
 * Fills the built index.html (the app shell) with one prerendered page:
 * language, head tags, preloads for the data the browser hydrates with, and
 * the markup inside #root. The app starts after the page has painted
 * (deferred-start.ts). Pure string work, shared by the build and tests.
 */
import { deferAppStart } from './deferred-start.ts';

export interface PageFill {
  /** The route the markup was rendered for; the browser hydrates only at this path. */
  route: string;
  status: 200 | 404 | 500;
  lang: string;
  dir: string;
  head: string;
  body: string;
  /** Bundle files the browser reads before hydrating (page map, chunk): preloaded. */
  preload: string[];
}

const ROOT = '<div id="root"></div>';
const DEFAULT_TITLE = /<title>[^<]*<\/title>/;

export function checkTemplate(template: string): void {
  if (!template.includes(ROOT)) throw new Error(`prerender: the shell has no ${ROOT}`);
  if (!DEFAULT_TITLE.test(template)) throw new Error('prerender: the shell has no <title>');
  if (!/<html\b[^>]*>/.test(template)) throw new Error('prerender: the shell has no <html> tag');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Languages whose pages set the body text in the system's fonts
 * (`.font-body:lang(…)` in src/styles/fonts.css): the Latin body font the
 * shell preloads is never drawn there, so its preload would only compete
 * with the page's own requests.
 */
const SYSTEM_FONT_LANGUAGES = new Set(['ja', 'ko', 'zh']);
const FONT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*>\s*/g;

function withoutUnusedFontPreloads(template: string, lang: string): string {
  const language = lang.split('-')[0].toLowerCase();
  return SYSTEM_FONT_LANGUAGES.has(language) ? template.replace(FONT_PRELOAD, '') : template;
}

export function fillTemplate(shell: string, page: PageFill): string {
  const template = deferAppStart(shell, page.preload);
  // Without an app to start (a shell with no module script), the data is preloaded by tags.
  const deferred = template !== shell;
  const preloads = (deferred ? [] : page.preload)
    .map(
      (href) => `<link rel="preload" href="${attribute(href)}" as="fetch" crossorigin="anonymous">`,
    )
    .join('\n    ');
  const rootAttributes = [
    `data-route="${attribute(page.route)}"`,
    page.status === 200 ? '' : ` data-status="${page.status}"`,
  ].join('');
  return withoutUnusedFontPreloads(template, page.lang)
    .replace(/<html\b[^>]*>/, `<html lang="${attribute(page.lang)}" dir="${attribute(page.dir)}">`)
    .replace(DEFAULT_TITLE, () => `${page.head}${preloads ? `\n    ${preloads}` : ''}`)
    .replace(ROOT, () => `<div id="root" ${rootAttributes}>${page.body}</div>`);
}

/** Where a route's HTML goes: / → index.html, /docs/x → docs/x.html (served at /docs/x). */
export function htmlFileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\/+|\/+$/g, '')}.html`;
}
