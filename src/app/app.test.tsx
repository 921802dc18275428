import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentManifest, PageChunk, PageMapEntry } from '../../build-content/bundle-format';
import { pageChunkQuery, pageMapQuery } from '../data/page-queries';
import { useAppStore } from '../store/store';
import { App, createQueryClient } from './app';

const manifest: ContentManifest = {
  buildId: 'test',
  defaultLocale: 'en-US',
  locales: [{ locale: 'en-US', name: 'English', direction: 'ltr' }],
};

const entry = (name: string, route: string, extra: Partial<PageMapEntry> = {}): PageMapEntry => ({
  name,
  route,
  title: name[0].toUpperCase() + name.slice(1),
  type: 'doc',
  display: 'normal',
  ...extra,
});

const pageMap: PageMapEntry[] = [
  entry('index', '/', { type: 'page', display: 'hidden', theme: { layout: 'full' } }),
  entry('docs', '/docs', {
    type: 'page',
    withIndexPage: true,
    children: [
      entry('index', '/docs', { title: 'Overview' }),
      entry('tracing', '/docs/tracing'),
      entry('sdk', '/docs/sdk', {
        children: [
          entry('python', '/docs/sdk/python', {
            children: [entry('decorators', '/docs/sdk/python/decorators')],
          }),
        ],
      }),
      entry('wide', '/docs/wide', { theme: { layout: 'full' } }),
      entry('bare', '/docs/bare', { display: 'hidden', theme: { layout: 'raw' } }),
    ],
  }),
];

const chunk = (route: string, title: string, extra: Partial<PageChunk> = {}): PageChunk => ({
  route,
  locale: 'en-US',
  title,
  description: `${title} description`,
  frontMatter: { title },
  toc: [
    { id: 'install', value: 'Install', depth: 2 },
    { id: 'configure', value: 'Configure', depth: 3 },
  ],
  tree: [
    ['h1', null, title],
    ['h2', { id: 'install' }, 'Install'],
    ['p', null, `${title} body`],
  ],
  timestamp: Date.UTC(2025, 6, 1),
  filePath: `content${route}.mdx`,
  contributors: ['a', 'b', 'c', 'd', 'e'].map((u) => ({
    username: u,
    name: `Person ${u.toUpperCase()}`,
    title: 'Contributor' as const,
    image: `/images/people/${u}.svg`,
    profileUrl: `https://github.com/${u}`,
  })),
  canonical: route,
  markdownPath: `${route}.md`,
  ...extra,
});

function renderAt(path: string) {
  const client = createQueryClient();
  client.setQueryData(pageMapQuery('test', 'en-US').queryKey, pageMap);
  for (const page of [
    chunk('/', 'Home', { toc: [] }),
    chunk('/docs', 'Overview'),
    chunk('/docs/tracing', 'Tracing'),
    chunk('/docs/wide', 'Wide'),
    chunk('/docs/bare', 'Bare'),
    chunk('/docs/sdk/python/decorators', 'Decorators'),
  ]) {
    client.setQueryData(pageChunkQuery('test', page.route).queryKey, page);
  }
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App manifest={manifest} queryClient={client} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAppStore.setState({
    openFolders: {},
    sidebarCollapsed: false,
    mobileMenuOpen: false,
    dismissedBanners: {},
  });
});

describe('App shell', () => {
  it('renders a docs page with sidebar, breadcrumbs, toc and pagination', async () => {
    renderAt('/docs/tracing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracing' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Documentation' });
    expect(within(sidebar).getByRole('link', { name: 'Tracing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Docs');
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(within(toc).getByText('On This Page')).toBeInTheDocument();
    expect(within(toc).getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      'https://github.com/tracewell/tracewell-docs/edit/main/content/docs/tracing.mdx',
    );
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: /Previous.*Overview/ })).toHaveAttribute(
      'href',
      '/docs',
    );
    expect(within(pagination).getByRole('link', { name: /Next.*Decorators/ })).toHaveAttribute(
      'href',
      '/docs/sdk/python/decorators',
    );
    expect(screen.getByText(/Last updated on/)).toHaveTextContent('July 1, 2025');
  });

  it('shows three contributors, expands the rest, and collapses again on page change', async () => {
    const user = userEvent.setup();
    renderAt('/docs/tracing');
    const toc = await screen.findByRole('navigation', { name: 'Table of contents' });
    expect(within(toc).getAllByRole('link', { name: /Person/ })).toHaveLength(3);
    await user.click(within(toc).getByRole('button', { name: '... and 2 more' }));
    expect(within(toc).getAllByRole('link', { name: /Person/ })).toHaveLength(5);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', {
        name: /Overview/,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Table of contents' })).getAllByRole('link', {
        name: /Person/,
      }),
    ).toHaveLength(3);
  });

  it('opens the active folder path and keeps deeper folders closed', async () => {
    const user = userEvent.setup();
    renderAt('/docs/tracing');
    const sidebar = await screen.findByRole('complementary', { name: 'Documentation' });
    const sdk = within(sidebar).getByRole('button', { name: 'Sdk' });
    expect(sdk).toHaveAttribute('aria-expanded', 'true');
    const python = within(sidebar).getByRole('button', { name: 'Python' });
    expect(python).toHaveAttribute('aria-expanded', 'false');
    await user.click(python);
    expect(within(sidebar).getByRole('link', { name: 'Decorators' })).toBeInTheDocument();
    expect(useAppStore.getState().openFolders['/docs/sdk/python']).toBe(true);
  });

  it('collapses the sidebar with its toggle', async () => {
    const user = userEvent.setup();
    renderAt('/docs/tracing');
    await user.click(await screen.findByRole('button', { name: 'Hide sidebar' }));
    expect(screen.getByRole('button', { name: 'Show sidebar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Overview' })).toBeNull();
  });

  it('renders the home page without sidebar, breadcrumb or toc', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Documentation' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Table of contents' })).toBeNull();
  });

  it('full layout keeps the sidebar and drops the toc; raw renders the body alone', async () => {
    const { unmount } = renderAt('/docs/wide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wide' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Documentation' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Table of contents' })).toBeNull();
    unmount();
    renderAt('/docs/bare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bare' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Documentation' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Table of contents' })).toBeNull();
  });

  it('renders the 404 page for a path outside the page map', async () => {
    renderAt('/docs/missing-page');
    const link = await screen.findByRole('link', { name: 'Submit an issue about broken link →' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.searchParams.get('title')).toContain('/docs/missing-page');
    expect(url.searchParams.get('labels')).toBe('bug');
  });

  it('renders the reserved /500 route as the error page', async () => {
    renderAt('/500');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong',
    );
  });

  it('dismisses the banner and remembers it', async () => {
    const user = userEvent.setup();
    renderAt('/docs');
    await user.click(await screen.findByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
    expect(localStorage.getItem('town-hall-2025-07-16')).toBe('0');
  });

  it('opens the mobile menu, locks scrolling and closes on navigation', async () => {
    const user = userEvent.setup();
    renderAt('/docs');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(document.body).toHaveClass('scroll-locked');
    await user.click(within(menu).getByRole('link', { name: 'Tracing' }));
    await act(async () => {});
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('saves the theme choice', async () => {
    const user = userEvent.setup();
    renderAt('/docs');
    const [select] = await screen.findAllByRole('combobox', { name: 'Change theme' });
    await user.selectOptions(select, 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });
});
