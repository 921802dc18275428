import { describe, expect, it } from 'vitest';
import type { PageMapEntry } from '../../build-content/bundle-format';
import { buildPageNav, getBreadcrumbs, getPagination, isFolderOpen } from './page-map-nav';

const doc = (name: string, route: string, extra: Partial<PageMapEntry> = {}): PageMapEntry => ({
  name,
  route,
  title: name,
  type: 'doc',
  display: 'normal',
  ...extra,
});

const pageMap: PageMapEntry[] = [
  doc('index', '/', { type: 'page', display: 'hidden', theme: { layout: 'full' } }),
  doc('docs', '/docs', {
    type: 'page',
    withIndexPage: true,
    children: [
      doc('-- start', '', { type: 'separator', title: 'Getting started' }),
      doc('index', '/docs', { title: 'Overview' }),
      doc('get-started', '/docs/get-started'),
      doc('tracing-features', '/docs/tracing-features', {
        children: [
          doc('sessions', '/docs/tracing-features/sessions'),
          doc('users', '/docs/tracing-features/users'),
          doc('secret', '/docs/tracing-features/secret', { display: 'hidden' }),
        ],
      }),
      doc('sdk', '/docs/sdk', {
        withIndexPage: true,
        children: [
          doc('python', '/docs/sdk/python', {
            children: [doc('decorators', '/docs/sdk/python/decorators')],
          }),
        ],
      }),
      doc('github', '', { href: 'https://github.com/example' }),
    ],
  }),
  doc('integrations', '/integrations', {
    type: 'page',
    withIndexPage: true,
    children: [doc('index', '/integrations'), doc('openai', '/integrations/openai')],
  }),
  doc('pricing', '/pricing', { type: 'page' }),
  doc('resources', '', { type: 'menu', items: [{ name: 'api', title: 'API', href: '/docs/api' }] }),
];

describe('buildPageNav', () => {
  it('lists top-level pages and menus in the navbar, without hidden entries', () => {
    const nav = buildPageNav(pageMap, '/docs');
    expect(nav.navbarItems.map((e) => e.name)).toEqual([
      'docs',
      'integrations',
      'pricing',
      'resources',
    ]);
  });

  it('shows the active docs tree in the sidebar', () => {
    const nav = buildPageNav(pageMap, '/docs/tracing-features/sessions');
    expect(nav.activePath.map((e) => e.name)).toEqual(['docs', 'tracing-features', 'sessions']);
    expect(nav.sidebarItems.map((e) => e.name)).toContain('tracing-features');
    expect(nav.theme.sidebar).toBe(true);
  });

  it('hides sidebar and breadcrumb on a stand-alone page', () => {
    const nav = buildPageNav(pageMap, '/pricing');
    expect(nav.theme.sidebar).toBe(false);
    expect(nav.theme.breadcrumb).toBe(false);
  });

  it('inherits the layout from the page map theme', () => {
    expect(buildPageNav(pageMap, '/').theme.layout).toBe('full');
    expect(buildPageNav(pageMap, '/docs').theme.layout).toBe('default');
  });

  it('finds hidden pages (routable) but not unknown routes', () => {
    expect(buildPageNav(pageMap, '/docs/tracing-features/secret').activeEntry?.name).toBe('secret');
    expect(buildPageNav(pageMap, '/docs/nope').activeEntry).toBeNull();
    // A folder without an index page is not a page.
    expect(buildPageNav(pageMap, '/docs/tracing-features').activeEntry).toBeNull();
  });
});

describe('getPagination', () => {
  const pagination = (route: string) => {
    const { prev, next } = getPagination(buildPageNav(pageMap, route));
    return [prev?.route ?? null, next?.route ?? null];
  };

  it('has no previous link on the first page of a docs tree', () => {
    expect(pagination('/docs')).toEqual([null, '/docs/get-started']);
  });

  it('walks folders in reading order, skipping hidden pages and external links', () => {
    expect(pagination('/docs/tracing-features/users')).toEqual([
      '/docs/tracing-features/sessions',
      '/docs/sdk',
    ]);
    expect(pagination('/docs/get-started')).toEqual(['/docs', '/docs/tracing-features/sessions']);
  });

  it('has no next link on the last page and never crosses into another tree', () => {
    expect(pagination('/docs/sdk/python/decorators')).toEqual(['/docs/sdk', null]);
    expect(pagination('/integrations')).toEqual([null, '/integrations/openai']);
    expect(pagination('/integrations/openai')).toEqual(['/integrations', null]);
  });

  it('has none for a hidden page or a stand-alone page', () => {
    expect(pagination('/docs/tracing-features/secret')).toEqual([null, null]);
    expect(pagination('/pricing')).toEqual([null, null]);
  });
});

describe('getBreadcrumbs', () => {
  it('links readable ancestors and ends with the current page', () => {
    const nav = buildPageNav(pageMap, '/docs/sdk/python/decorators');
    expect(getBreadcrumbs(nav.activePath)).toEqual([
      { title: 'docs', route: '/docs' },
      { title: 'sdk', route: '/docs/sdk' },
      { title: 'python', route: null },
      { title: 'decorators', route: null },
    ]);
  });
});

describe('isFolderOpen', () => {
  const folder = doc('tracing-features', '/docs/tracing-features', { children: [] });
  const base = { folder, currentRoute: '/docs/get-started', stored: undefined, collapseLevel: 2 };

  it('opens folders above the collapse level and closes deeper ones', () => {
    expect(isFolderOpen({ ...base, depth: 1 })).toBe(true);
    expect(isFolderOpen({ ...base, depth: 2 })).toBe(false);
    expect(isFolderOpen({ ...base, depth: 3 })).toBe(false);
  });

  it('opens a deep folder when the current page is inside it', () => {
    expect(isFolderOpen({ ...base, depth: 3, currentRoute: '/docs/tracing-features/users' })).toBe(
      true,
    );
    expect(isFolderOpen({ ...base, depth: 3, currentRoute: '/docs/tracing-features' })).toBe(true);
    expect(isFolderOpen({ ...base, depth: 3, currentRoute: '/docs/tracing-featuresx' })).toBe(
      false,
    );
  });

  it('follows theme.collapsed over the level rule', () => {
    const collapsed = { ...folder, theme: { collapsed: true } };
    expect(isFolderOpen({ ...base, folder: collapsed, depth: 1 })).toBe(false);
    const expanded = { ...folder, theme: { collapsed: false } };
    expect(isFolderOpen({ ...base, folder: expanded, depth: 4 })).toBe(true);
  });

  it("keeps the reader's choice for the session", () => {
    expect(isFolderOpen({ ...base, depth: 1, stored: false })).toBe(false);
    expect(isFolderOpen({ ...base, depth: 4, stored: true })).toBe(true);
    expect(
      isFolderOpen({
        ...base,
        depth: 1,
        stored: false,
        currentRoute: '/docs/tracing-features/users',
      }),
    ).toBe(false);
  });
});
