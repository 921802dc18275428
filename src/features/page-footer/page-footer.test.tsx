import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { NotebookInfo, PageChunk } from '../../../build-content/bundle-format';
import { ContentManifestProvider } from '../../data/content-context';
import { pageChunk } from './page-chunk-fixture';
import { PageFooter } from './page-footer';

const manifest = { buildId: 'test', defaultLocale: 'en-US', locales: [] };

function renderAt(route: string, extra: Partial<PageChunk> = {}) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ContentManifestProvider manifest={manifest}>
        <MemoryRouter initialEntries={[route]}>
          <PageFooter route={route} chunk={pageChunk(route, extra)} />
        </MemoryRouter>
      </ContentManifestProvider>
    </QueryClientProvider>,
  );
}

const notebook: NotebookInfo = {
  notebook: 'integration_ollama.ipynb',
  docsPath: 'integrations/model-providers/ollama',
  path: '/guides/cookbook/integration_ollama',
  ipynbPath: '/cookbook/integration_ollama.ipynb',
  canonicalPath: '/integrations/model-providers/ollama',
  repositoryPath: 'content/cookbook/integration_ollama.ipynb',
  title: 'Ollama',
  description: '',
  group: 'model-providers',
  tags: [],
  language: 'python',
};

describe('PageFooter', () => {
  it('on a docs page: label, Copy as Markdown, feedback and support, in that order', () => {
    const { container } = renderAt('/docs/tracing', { frontMatter: { label: 'Beta' } });
    const texts = [
      screen.getByText('Beta'),
      screen.getByRole('button', { name: 'Copy as Markdown' }),
      screen.getByText('Was this page helpful?'),
      screen.getByRole('link', { name: 'Support' }),
    ];
    for (let i = 1; i < texts.length; i++) {
      expect(
        texts[i - 1].compareDocumentPosition(texts[i]) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(container.querySelector('.page-footer-notebook')).toBeNull();
  });

  it('leaves Copy as Markdown out off the docs sections', () => {
    renderAt('/pricing');
    expect(screen.queryByRole('button', { name: 'Copy as Markdown' })).not.toBeInTheDocument();
    expect(screen.getByText('Was this page helpful?')).toBeInTheDocument();
  });

  it('shows the notebook banner with links built from the notebook path', () => {
    renderAt('/integrations/model-providers/ollama', { notebook });
    const banner = screen.getByRole('complementary', { name: 'Notebook' });
    expect(banner).toHaveTextContent('This page is a Jupyter notebook.');
    const [codeHost, runner] = within(banner).getAllByRole('link');
    expect(codeHost.getAttribute('href')).toMatch(
      /\/content\/cookbook\/integration_ollama\.ipynb$/,
    );
    expect(runner.getAttribute('href')).toMatch(/\/content\/cookbook\/integration_ollama\.ipynb$/);
    expect(codeHost.getAttribute('href')).not.toBe(runner.getAttribute('href'));
  });

  it.each(['/blog/x', '/imprint', '/careers', '/customers'])('renders nothing on %s', (route) => {
    const { container } = renderAt(route, { frontMatter: { label: 'New' } });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows only the call-to-action panel on a customer story', () => {
    renderAt('/customers/acme');
    expect(screen.getByRole('heading', { name: 'Ready to get started' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start for free' }).getAttribute('href')).toMatch(
      /\/auth\/sign-up$/,
    );
    expect(screen.getByRole('link', { name: 'View documentation' })).toHaveAttribute(
      'href',
      '/docs',
    );
    expect(screen.getByRole('link', { name: 'Talk to an expert' })).toHaveAttribute(
      'href',
      '/talk-to-us',
    );
    expect(
      screen.getByText('No credit card required • Free tier available • Self-hosting option'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Was this page helpful?')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Support' })).not.toBeInTheDocument();
  });
});
