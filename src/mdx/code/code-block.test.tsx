import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeBlock } from './code-block';
import { COPIED_STATE_MS } from './copy-button';

function Example({ filename }: { filename?: string }) {
  return (
    <CodeBlock data-filename={filename}>
      <code className="hljs language-python">
        <span className="line">
          <span className="hljs-keyword">import</span> os
        </span>
        {'\n'}
        <span className="line" data-highlighted-line="">
          print(os.getcwd())
        </span>
        {'\n'}
      </code>
    </CodeBlock>
  );
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: vi.fn(writeText) },
  });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CodeBlock', () => {
  it('shows the filename title and keeps highlight classes and highlighted lines', () => {
    const { container } = render(<Example filename="app.py" />);
    expect(screen.getByText('app.py')).toHaveClass('code-block-title');
    expect(container.querySelector('.hljs-keyword')).toHaveTextContent('import');
    expect(container.querySelector('[data-highlighted-line]')).toHaveTextContent('print');
  });

  it('has no title without a filename', () => {
    const { container } = render(<Example />);
    expect(container.querySelector('.code-block-title')).toBeNull();
  });

  it('copies the code and shows the copied state for 2 seconds', async () => {
    const writeText = mockClipboard(async () => {});
    render(<Example />);
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('import os\nprint(os.getcwd())');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPIED_STATE_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(COPIED_STATE_MS).toBe(2000);
  });

  it('logs "Access to clipboard rejected!" when permission is refused', async () => {
    mockClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Example />);
    await clickCopy();
    expect(error).toHaveBeenCalledWith('Access to clipboard rejected!');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('logs "Failed to copy!" for any other failure', async () => {
    mockClipboard(async () => {
      throw new Error('boom');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Example />);
    await clickCopy();
    expect(error).toHaveBeenCalledWith('Failed to copy!');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('shows a mermaid fence as its source until the diagram renders', () => {
    const { container } = render(
      <CodeBlock>
        <code className="language-mermaid">graph TD; A--&gt;B</code>
      </CodeBlock>,
    );
    expect(container.querySelector('[data-mermaid-source] code')).toHaveTextContent(
      'graph TD; A-->B',
    );
  });
});
