import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotebookCell } from './notebook-cell';
import { NotebookOutput } from './notebook-output';

describe('NotebookCell', () => {
  it('shows the execution count prompt and wraps the source', () => {
    render(
      <NotebookCell executionCount={3} language="python">
        <pre>
          <code>print(1)</code>
        </pre>
      </NotebookCell>,
    );
    expect(screen.getByText('In [3]:')).toBeInTheDocument();
    expect(screen.getByText('print(1)').closest('.notebook-cell')).toHaveAttribute(
      'data-language',
      'python',
    );
  });

  it('shows an empty prompt for a cell that never ran', () => {
    render(<NotebookCell executionCount={null}>x</NotebookCell>);
    expect(screen.getByText('In [ ]:')).toBeInTheDocument();
  });
});

describe('NotebookOutput', () => {
  it('styles stdout and stderr streams differently and names stderr for screen readers', () => {
    const { container } = render(
      <>
        <NotebookOutput type="stream" name="stdout">
          <pre>ok</pre>
        </NotebookOutput>
        <NotebookOutput type="stream" name="stderr">
          <pre>warning: slow</pre>
        </NotebookOutput>
      </>,
    );
    const [stdout, stderr] = container.querySelectorAll('.notebook-output');
    expect(stdout).toHaveClass('notebook-output-stdout');
    expect(stderr).toHaveClass('notebook-output-stderr');
    expect(stderr).toHaveTextContent('Standard error');
    expect(stdout).not.toHaveTextContent('Standard error');
  });

  it('frames errors, JSON and images', () => {
    const { container } = render(
      <>
        <NotebookOutput type="error">
          <pre>ValueError: bad</pre>
        </NotebookOutput>
        <NotebookOutput type="json">
          <pre>{'{"a": 1}'}</pre>
        </NotebookOutput>
        <NotebookOutput type="image">
          <img src="/_content/assets/abc.png" alt="Latency chart" />
        </NotebookOutput>
      </>,
    );
    expect(container.querySelector('.notebook-output-error')).toHaveTextContent('Error output');
    expect(container.querySelector('.notebook-output-json')).toHaveTextContent('{"a": 1}');
    expect(screen.getByAltText('Latency chart').closest('.notebook-output')).toHaveAttribute(
      'data-output-type',
      'image',
    );
  });
});
