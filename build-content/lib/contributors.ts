import type { Contributor } from '../bundle-format.ts';
import type { SiteConfig } from './site-config.ts';

/**
 * contributorsFor, remembered in `memo` by route: they depend on the route
 * and the (fixed) config only, and every rebuild asks for every route's.
 */
export function contributorsMemo(
  memo: Map<string, Contributor[]>,
  config: SiteConfig,
): (route: string) => Contributor[] {
  return (route) => {
    let list = memo.get(route);
    if (!list) {
      list = contributorsFor(route, config);
      memo.set(route, list);
    }
    return list;
  };
}

/**
 * Contributors of a route (default-locale form): exact entries first, then
 * "/prefix/*" entries from the most specific down; team handles resolve to the team.
 */
export function contributorsFor(route: string, config: SiteConfig): Contributor[] {
  const handles: string[] = [];
  const add = (list: readonly string[] | undefined) => {
    for (const handle of list ?? []) if (!handles.includes(handle)) handles.push(handle);
  };
  add(config.contributorsByRoute[route]);
  const prefixes = Object.keys(config.contributorsByRoute)
    .filter((key) => key.endsWith('/*'))
    .filter((key) => {
      const base = key.slice(0, -2);
      return base === '' || route === base || route.startsWith(`${base}/`);
    })
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  for (const key of prefixes) add(config.contributorsByRoute[key]);
  return handles.map((handle) => toContributor(handle, config));
}

function toContributor(handle: string, config: SiteConfig): Contributor {
  const member = config.team[handle.toLowerCase()];
  if (member) {
    const profileUrl = member.twitter
      ? `https://x.com/${member.twitter}`
      : member.github
        ? `https://github.com/${member.github}`
        : '';
    return {
      username: handle,
      name: member.name,
      title: 'Team Member',
      image: member.image,
      profileUrl,
    };
  }
  return {
    username: handle,
    name: handle,
    title: 'Contributor',
    image: `https://github.com/${handle}.png`,
    profileUrl: `https://github.com/${handle}`,
  };
}
