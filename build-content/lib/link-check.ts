import { decodeSafe, resolveRoute } from '../link-route.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { SourceLink } from './transform-jsx.ts';

export interface LinkTargets {
  /** Every routable route → the ids on that page. */
  anchors: Map<string, ReadonlySet<string>>;
  /** Every other file served at the site root (bundle extras, public/). */
  files: ReadonlySet<string>;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Checks internal links of one page: the path must be a route or a served
 * file, and a #fragment must be an id on the target page. `lookups` collects
 * every route and file path the answer depended on, so a rebuild can tell
 * which pages need checking again.
 */
export function checkLinks(
  links: SourceLink[],
  baseRoute: string,
  ownRoute: string,
  targets: LinkTargets,
  lookups?: Set<string>,
): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const link of links) {
    const href = link.href.trim();
    if (!href || EXTERNAL.test(href)) continue;
    // A localized link is checked where it points, and reported as written.
    const problem = checkOne(link.target ?? href, baseRoute, ownRoute, targets, lookups, href);
    const key = `${link.file}:${link.line}:${link.column}:${href}`;
    if (problem && !seen.has(key)) {
      seen.add(key);
      problems.push({ file: link.file, line: link.line, column: link.column, message: problem });
    }
  }
  return problems;
}

function checkOne(
  href: string,
  baseRoute: string,
  ownRoute: string,
  targets: LinkTargets,
  lookups: Set<string> | undefined,
  written: string,
): string | undefined {
  const hashIndex = href.indexOf('#');
  const pathPart = (hashIndex >= 0 ? href.slice(0, hashIndex) : href).split('?')[0];
  const fragment = hashIndex >= 0 ? decodeSafe(href.slice(hashIndex + 1)) : '';
  const route = pathPart ? resolveRoute(pathPart, baseRoute) : ownRoute;
  if (route.startsWith('/api/')) return undefined;
  lookups?.add(route);
  const ids = targets.anchors.get(route);
  if (!ids) {
    lookups?.add(`${route}/index.html`);
    if (targets.files.has(route) || targets.files.has(`${route}/index.html`)) return undefined;
    return `broken link ${written}: no page or file at ${route}`;
  }
  if (fragment && !ids.has(fragment))
    return `broken link ${written}: no heading #${fragment} on ${route}`;
  return undefined;
}
