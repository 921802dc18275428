import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LibraryIndex, LibraryItem } from './library-index';

function renderLibrary() {
  return render(
    <MemoryRouter>
      <LibraryIndex>
        <LibraryItem
          kind="guide"
          href="/docs/a"
          title="Trace an agent"
          topics={['tracing', 'agents']}
        >
          Find the broken step.
        </LibraryItem>
        {'\n'}
        <LibraryItem
          kind="cookbook"
          href="/guides/cookbook/b"
          title="Judge answers"
          topics={['evaluation']}
        />
        <LibraryItem
          kind="video"
          href="/watch-demo"
          title="Tour"
          topics={['tracing', 'evaluation']}
        />
      </LibraryIndex>
    </MemoryRouter>,
  );
}

const titles = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('LibraryIndex', () => {
  it('shows every item with its type before any filter is chosen', () => {
    renderLibrary();
    expect(titles()).toEqual(['Trace an agent', 'Judge answers', 'Tour']);
    expect(screen.getByText('3 resources')).toBeInTheDocument();
    const kinds = [...document.querySelectorAll('.mkt-library-kind')].map((el) => el.textContent);
    expect(kinds).toEqual(['Guide', 'Cookbook', 'Video']);
  });

  it('offers the topics and types found in the items and filters by both', () => {
    renderLibrary();
    const topic = screen.getByRole('group', { name: 'Topic' });
    expect(
      within(topic)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'tracing', 'agents', 'evaluation']);
    const type = screen.getByRole('group', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Guide', 'Cookbook', 'Video']);

    fireEvent.click(within(topic).getByRole('button', { name: 'evaluation' }));
    expect(within(topic).getByRole('button', { name: 'evaluation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(titles()).toEqual(['Judge answers', 'Tour']);

    fireEvent.click(within(type).getByRole('button', { name: 'Video' }));
    expect(titles()).toEqual(['Tour']);
    expect(screen.getByText('1 resource')).toBeInTheDocument();

    fireEvent.click(within(topic).getByRole('button', { name: 'agents' }));
    expect(titles()).toEqual([]);
    expect(screen.getByText('0 resources')).toBeInTheDocument();

    fireEvent.click(within(topic).getByRole('button', { name: 'All' }));
    fireEvent.click(within(type).getByRole('button', { name: 'All' }));
    expect(titles()).toHaveLength(3);
  });
});
