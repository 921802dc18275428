import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PageMapEntry } from '../../../build-content/bundle-format';
import { folderPages } from './folder-pages';
import { PageCardList } from './page-cards';

const entry = (name: string, route: string, extra: Partial<PageMapEntry> = {}): PageMapEntry => ({
  name,
  route,
  title: name,
  type: 'doc',
  display: 'normal',
  ...extra,
});

const pageMap: PageMapEntry[] = [
  entry('integrations', '/integrations', {
    type: 'page',
    withIndexPage: true,
    children: [
      entry('index', '/integrations'),
      entry('gateways', '/integrations/gateways', {
        withIndexPage: true,
        children: [
          entry('index', '/integrations/gateways'),
          entry('litellm', '/integrations/gateways/litellm', {
            frontMatter: { description: 'Proxy traces.' },
          }),
          entry('---', '', { type: 'separator' }),
          entry('draft', '/integrations/gateways/draft', { display: 'hidden' }),
          entry('portkey', '/integrations/gateways/portkey'),
          entry('vendor', '/integrations/gateways/vendor', { href: 'https://example.com' }),
          entry('empty', '/integrations/gateways/empty', { children: [] }),
        ],
      }),
    ],
  }),
];

describe('folderPages', () => {
  it('lists the readable pages of a nested folder in navigation order', () => {
    expect(folderPages(pageMap, '/integrations/gateways')).toEqual([
      { route: '/integrations/gateways/litellm', title: 'litellm', description: 'Proxy traces.' },
      { route: '/integrations/gateways/portkey', title: 'portkey', description: '' },
    ]);
  });

  it('is empty for a route that is not a folder', () => {
    expect(folderPages(pageMap, '/integrations/gateways/litellm')).toEqual([]);
    expect(folderPages(pageMap, '/nowhere')).toEqual([]);
  });
});

describe('PageCardList', () => {
  it('renders a card link per page with its description', () => {
    render(
      <MemoryRouter>
        <PageCardList pages={folderPages(pageMap, '/integrations/gateways')} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/integrations/gateways/litellm',
      '/integrations/gateways/portkey',
    ]);
    expect(links[0]).toHaveTextContent('Proxy traces.');
  });
});
