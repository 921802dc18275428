import { useEffect } from 'react';
import { useAppStore } from '../store/store';

/** The mobile menu closes whenever the route changes. */
export function useCloseMenuOnNavigate(pathname: string) {
  const setMobileMenuOpen = useAppStore((s) => s.setMobileMenuOpen);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the pathname changed
  useEffect(() => setMobileMenuOpen(false), [pathname, setMobileMenuOpen]);
}
