import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { H2, H3 } from './heading';
import { Image } from './image';
import { Table } from './table';

describe('headings', () => {
  it('adds a link to the section id', () => {
    render(<H2 id="install">Install</H2>);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveAttribute('id', 'install');
    expect(screen.getByRole('link', { name: 'Link to this section' })).toHaveAttribute(
      'href',
      '#install',
    );
  });

  it('has no anchor without an id', () => {
    render(<H3>Plain</H3>);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('Image', () => {
  it('passes width and height through and loads lazily', () => {
    render(<Image src="/a.png" alt="Trace view" width={800} height={450} />);
    const image = screen.getByAltText('Trace view');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });
});

describe('Table', () => {
  it('wraps the table in a focusable scroll region', () => {
    render(
      <Table>
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
