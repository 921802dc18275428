import { useEffect } from 'react';
import { useAppStore } from '../../store/store';

/**
 * Keeps the `dark` class on <html> in line with the chosen theme and, for
 * "system", with the OS setting as it changes. The inline script in
 * index.html did the same before first paint.
 */
export function useApplyTheme() {
  const theme = useAppStore((s) => s.theme);
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      const dark = theme === 'dark' || (theme === 'system' && media.matches);
      const root = document.documentElement;
      root.classList.toggle('dark', dark);
      root.style.colorScheme = dark ? 'dark' : 'light';
    };
    apply();
    if (theme !== 'system') return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);
}
