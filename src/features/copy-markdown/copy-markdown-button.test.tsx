import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyMarkdownButton } from './copy-markdown-button';

function serve(routes: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const body = routes[String(input)];
      return body === undefined
        ? new Response('missing', { status: 404 })
        : new Response(body, { status: 200, headers: { 'content-type': 'text/markdown' } });
    }),
  );
}

/** Lets the fetch and clipboard promises settle under fake timers. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

const button = () => screen.getByRole('button');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CopyMarkdownButton', () => {
  it('goes idle → Copying... → Copied! → idle after 2 s, and writes the source', async () => {
    serve({ '/_source/pages/docs/tracing.mdx': '# Tracing' });
    let release: () => void = () => {};
    const writeText = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    render(<CopyMarkdownButton pathname="/docs/tracing" writeText={writeText} />);
    expect(button()).toHaveTextContent('Copy as Markdown');
    expect(button()).toBeEnabled();

    fireEvent.click(button());
    expect(button()).toHaveTextContent('Copying...');
    expect(button()).toBeDisabled();
    await flush();
    expect(writeText).toHaveBeenCalledWith('# Tracing');

    release();
    await flush();
    expect(button()).toHaveTextContent('Copied!');
    expect(button()).toBeDisabled();

    act(() => vi.advanceTimersByTime(1999));
    expect(button()).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(button()).toHaveTextContent('Copy as Markdown');
    expect(button()).toBeEnabled();
  });

  it.each([
    ['Config Error', '', async () => {}],
    ['Source Files Not Found', '/_source', async () => {}],
    [
      'Clipboard Permission Denied',
      '/_source',
      async () => {
        throw new DOMException('denied', 'NotAllowedError');
      },
    ],
    [
      'Copy Error',
      '/_source',
      async () => {
        throw new TypeError('clipboard exploded');
      },
    ],
  ] as const)('shows %s for 3 s, disabled, then returns to idle', async (label, base, write) => {
    const exists: Record<string, string> =
      label === 'Source Files Not Found' ? {} : { '/_source/pages/faq.md': 'FAQ' };
    serve(exists);
    render(<CopyMarkdownButton pathname="/faq" sourceBase={base} writeText={write} />);
    fireEvent.click(button());
    await flush();
    expect(button()).toHaveTextContent(label);
    expect(button()).toBeDisabled();
    act(() => vi.advanceTimersByTime(2999));
    expect(button()).toHaveTextContent(label);
    act(() => vi.advanceTimersByTime(1));
    expect(button()).toHaveTextContent('Copy as Markdown');
    expect(button()).toBeEnabled();
  });

  it('shows Fetch Error when the source host fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    render(<CopyMarkdownButton pathname="/faq" writeText={async () => {}} />);
    fireEvent.click(button());
    await flush();
    expect(button()).toHaveTextContent('Fetch Error');
  });

  it('ignores clicks while not idle', async () => {
    serve({ '/_source/pages/faq.md': 'FAQ' });
    const writeText = vi.fn(async () => {});
    render(<CopyMarkdownButton pathname="/faq" writeText={writeText} />);
    fireEvent.click(button());
    fireEvent.click(button());
    await flush();
    fireEvent.click(button());
    await flush();
    expect(writeText).toHaveBeenCalledTimes(1);
  });
});
