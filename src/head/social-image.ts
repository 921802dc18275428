import { site } from '../../config/site';
/** Social preview image rendered by the edge function at {host}/api/og. */
export function socialImageUrl(options: {
  title: string;
  description: string;
  /** A SPEC.md §2 section label, or the collection of an entry (Blog, Customers). */
  section: string | null;
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
