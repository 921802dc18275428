/**
 * A prerendered page reads without JavaScript, so its app code starts after
 * the page has painted, not before: the shell's module script, its
 * modulepreloads and the page's data preloads move into a list that a small
 * inline script turns back into tags once the page has painted. The
 * article paints as soon as HTML and CSS are in, whatever the size of the
 * app code, and nothing the app needs waits longer than one frame more.
 *
 * Until the app listens, a button or a field does nothing: the start script
 * notes what the reader did (window.__earlyInput, see EarlyInput) and the
 * app replays it once it is live (src/app/early-input.ts; the hydrated page
 * keeps the server's elements), so nothing done early is lost.
 *
 * The start script is the same text on every page, so the CSP allows it by
 * hash (scripts/write-headers.ts); what it loads comes from a JSON block.
 */
import { scriptJson } from '../../src/head/script-json';
import { LATE_FONTS_ID } from '../vite-late-fonts';

/** Id of the JSON block with what the start script loads (DeferredAssets). */
export const DEFERRED_ASSETS_ID = 'deferred-assets';

export interface DeferredAssets {
  /** The app's entry module. */
  entry: string;
  modulepreload: string[];
  /** Data the app reads before hydrating (page map, chunk), preloaded as fetches. */
  fetch: string[];
}

/** localStorage key set once the late font faces have been enabled: a returning reader has them cached. */
export const LATE_FONTS_SEEN_KEY = 'late-fonts-seen';

/**
 * Three steps, each as early as it can be without slowing the one before:
 *
 * - Data: the script stands after the stylesheets (see deferAppStart), so
 *   it runs once they are in, when the first paint needs nothing else from
 *   the network: the page map and the page's chunk are requested then, so
 *   they are in before the code and leave the connection to it.
 * - Code: once the browser reports the page's first contentful paint (the
 *   article, drawn from HTML and CSS), the entry is added, then each of its
 *   modules is preloaded in a task of its own: adding an element that
 *   fetches costs the main thread milliseconds, and a dozen added in one
 *   task held up the reader's input for as long as 40 ms. A hidden tab, which paints nothing, starts at once; a
 *   browser without paint timing starts after the first frame; and if no
 *   paint is reported within two seconds, it starts anyway.
 * - Fonts: once the app is live, the faces the first paint did not need
 *   (scripts/vite-late-fonts.ts) are loaded, those the page draws with, and
 *   then added all at once: they neither share the connection with the
 *   app's code nor lay the page out while it hydrates, and the page is laid
 *   out again once for all of them. A reader who has had them before gets
 *   them at once, from the cache, by enabling their <style>.
 */
export function deferredStartScript(): string {
  return [
    '(function(){var d=document,r=d.documentElement,g=d.getElementById(',
    JSON.stringify(DEFERRED_ASSETS_ID),
    '),s=0,n=0;if(!g)return;var a=JSON.parse(g.textContent);',
    'function tag(n,p){var e=d.createElement(n);for(var k in p)e[k]=p[k];d.head.appendChild(e)}',
    "a.fetch.forEach(function(u){tag('link',{rel:'preload',as:'fetch',crossOrigin:'anonymous',href:u})});",
    'function go(){if(s)return;s=1;',
    "tag('script',{type:'module',crossOrigin:'anonymous',src:a.entry});",
    "a.modulepreload.forEach(function(u){setTimeout(function(){tag('link',{rel:'modulepreload',crossOrigin:'anonymous',href:u})},0)})}",
    'function later(){setTimeout(go,0)}',
    `function seen(){try{localStorage.setItem(${JSON.stringify(LATE_FONTS_SEEN_KEY)},'1')}catch(e){}}`,
    `function fonts(){var l=d.getElementById(${JSON.stringify(LATE_FONTS_ID)});`,
    "if(!l){if(!n)d.addEventListener('DOMContentLoaded',fonts);n=1;return}",
    "l.media='all';seen()}",
    `try{if(localStorage.getItem(${JSON.stringify(LATE_FONTS_SEEN_KEY)}))fonts()}catch(e){}`,
    // First visit: the faces are loaded off the page and added together once the used ones
    // are in, so the page is laid out again once. Enabling their <style> would lay it out
    // twice: for the new rules, then again as each file arrives. window.__lateFonts settles
    // once they are added.
    `function late(){var l=d.getElementById(${JSON.stringify(LATE_FONTS_ID)}),F=window.FontFace,S=d.fonts,q=[],u=[],f=0,w;`,
    "if(!l||l.media==='all')return;if(!F||!S||!l.sheet)return fonts();",
    "w=[d.body,d.querySelector('code,pre')].map(function(e){return e?getComputedStyle(e).fontFamily:''}).join();",
    "try{[].forEach.call(l.sheet.cssRules,function(c){var t=c.style,m=t.getPropertyValue('font-family').replace(/[\"']/g,'').trim(),o={};",
    "['weight','style','display'].forEach(function(k){var v=t.getPropertyValue('font-'+k);if(v)o[k]=v});",
    "var v=t.getPropertyValue('unicode-range');if(v)o.unicodeRange=v;",
    "var x=new F(m,t.getPropertyValue('src'),o);q.push(x);if(w.indexOf(m)>=0)u.push(x.load().catch(function(){f=1}))})}catch(e){return fonts()}",
    'window.__lateFonts=Promise.all(u).then(function(){q.forEach(function(x){S.add(x)});if(!f)seen()})}',
    // In a task of its own: the attribute is set in the task that runs the hydrated page's effects.
    "new MutationObserver(function(l,o){if(r.dataset.app==='live'){o.disconnect();setTimeout(late,0)}}).observe(r,{attributes:true,attributeFilter:['data-app']});",
    "if(d.visibilityState==='hidden')return later();",
    'var P=window.PerformanceObserver;',
    "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)",
    "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true});",
    'else requestAnimationFrame(later);',
    'setTimeout(go,2000);',
    // What the reader does before the app listens is noted for src/app/early-input.ts to
    // replay once it is live: the last button clicked before hydration starts, every form
    // control changed and whether something took focus before the page was live.
    'var E=window.__earlyInput={button:null,controls:[],focused:false};',
    "function early(e){var t=e.target,s=r.dataset.app;if(s==='live'||!t||!t.closest)return;",
    "if(e.type==='click'){var b=t.closest('button');if(b&&!s)E.button=b}",
    "else if(e.type==='focusin')E.focused=true;",
    'else if(/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)&&E.controls.indexOf(t)<0)E.controls.push(t)}',
    "['click','focusin','input','change'].forEach(function(n){d.addEventListener(n,early,true)});",
    '})();',
  ].join('');
}

const MODULE_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>\s*/g;
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>/g;

/**
 * The shell with its module script and modulepreloads replaced by the start
 * script and its list, placed after the head's last stylesheet (or where
 * the module script was, in a shell without one). A classic script waits
 * for the stylesheets before it, and the parser waits for the script: the
 * body is parsed and laid out once, with its styles. Parsed earlier, it is
 * laid out a first time without them whenever something asks for layout
 * before they are in (the browser's form autofill does, at
 * DOMContentLoaded), which is a whole wasted layout of the page.
 * A shell without a module script (the dev server's) is returned as it is.
 */
export function deferAppStart(template: string, fetches: readonly string[]): string {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const modulepreload = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const assets: DeferredAssets = { entry, modulepreload, fetch: [...fetches] };
  const start = [
    `<script id="${DEFERRED_ASSETS_ID}" type="application/json">${scriptJson(assets)}</script>`,
    `<script>${deferredStartScript()}</script>`,
  ].join('\n    ');
  const withoutModules = template.replace(MODULE_PRELOAD, '');
  const headEnd = withoutModules.search(/<\/head>/i);
  const head = headEnd < 0 ? withoutModules : withoutModules.slice(0, headEnd);
  const lastStylesheet = [...head.matchAll(STYLESHEET)].at(-1);
  if (!lastStylesheet) return withoutModules.replace(MODULE_SCRIPT, () => `${start}\n    `);
  const after = (lastStylesheet.index ?? 0) + lastStylesheet[0].length;
  const placed = `${withoutModules.slice(0, after)}\n    ${start}${withoutModules.slice(after)}`;
  return placed.replace(MODULE_SCRIPT, '');
}
