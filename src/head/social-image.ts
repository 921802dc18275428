import { site } from '../config/site';
import type { SectionLabel } from './page-title';

/** Social preview image rendered by the edge function at {host}/api/og. */
export function socialImageUrl(options: {
  title: string;
  description: string;
  section: SectionLabel | null;
}): string {
  const params = new URLSearchParams({
    title: options.title,
    description: options.description,
    section: options.section ?? '',
  });
  return `${site.url}/api/og?${params.toString()}`;
}

export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${site.url}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
