/**
 * The inline script that runs before first paint: applies the saved theme
 * (class `dark` on <html>) and hides a dismissed banner, so neither flashes.
 * Static text built from config, so a strict CSP can allow it by hash.
 */
import { BANNER_DISMISSED_VALUE, themeConfig } from '../../config/theme.ts';

export function noFlashScript(): string {
  const themeKey = JSON.stringify(themeConfig.nextThemes.storageKey);
  const fallback = JSON.stringify(themeConfig.nextThemes.defaultTheme);
  const bannerKey = JSON.stringify(themeConfig.banner.key);
  return [
    '(function(){var d=document.documentElement;try{',
    `var t=localStorage.getItem(${themeKey})||${fallback};`,
    "var k=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);",
    "d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light';",
    `if(localStorage.getItem(${bannerKey})==='${BANNER_DISMISSED_VALUE}')d.classList.add('banner-hidden');`,
    '}catch(e){}})();',
  ].join('');
}
