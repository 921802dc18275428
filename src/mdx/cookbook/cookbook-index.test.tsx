import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CookbookIndex } from './cookbook-index';
import type { CookbookGroup } from './filter-entries';

const groups: CookbookGroup[] = [
  {
    key: 'frameworks',
    title: 'LLM frameworks',
    entries: [
      {
        title: 'Tracing a LangChain agent',
        description: 'Capture every chain and tool call as nested spans.',
        path: '/guides/cookbook/langchain_agent',
        tags: ['langchain', 'agents'],
        notebook: 'langchain_agent.ipynb',
      },
      {
        title: 'LlamaIndex query engine',
        description: 'Trace retrieval and synthesis steps.',
        path: '/guides/cookbook/llamaindex_query',
        tags: ['llamaindex', 'rag'],
        notebook: 'llamaindex_query.ipynb',
      },
    ],
  },
  {
    key: 'datasets',
    title: 'Datasets',
    entries: [
      {
        title: 'Run a dataset experiment',
        description: 'Compare two prompts on the same items.',
        path: '/guides/cookbook/dataset_experiment',
        tags: ['evaluation'],
        notebook: 'dataset_experiment.ipynb',
      },
    ],
  },
];

function renderIndex() {
  return render(
    <MemoryRouter>
      <CookbookIndex groups={groups} />
    </MemoryRouter>,
  );
}

describe('CookbookIndex', () => {
  it('lists every notebook under its group with its description', () => {
    renderIndex();
    expect(screen.getByRole('heading', { name: 'LLM frameworks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Datasets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tracing a LangChain agent' })).toHaveAttribute(
      'href',
      '/guides/cookbook/langchain_agent',
    );
    expect(screen.getByText('Trace retrieval and synthesis steps.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 notebooks');
  });

  it('filters by title, description and tag as you type', async () => {
    const user = userEvent.setup();
    renderIndex();
    const input = screen.getByRole('searchbox', { name: 'Filter notebooks' });

    await user.type(input, 'llamaindex');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 notebook found');
    expect(screen.queryByRole('heading', { name: 'Datasets' })).toBeNull();

    await user.clear(input);
    await user.type(input, 'prompts');
    expect(screen.getByRole('link', { name: 'Run a dataset experiment' })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'RAG');
    expect(screen.getByRole('link', { name: 'LlamaIndex query engine' })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'agents nested');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows an empty state when nothing matches', async () => {
    const user = userEvent.setup();
    renderIndex();
    await user.type(screen.getByRole('searchbox'), 'kubernetes');
    expect(screen.getByText('No notebooks match “kubernetes”.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 notebooks found');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
