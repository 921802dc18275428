import { describe, expect, it, vi } from 'vitest';
import {
  copyErrorLabel,
  SourceConfigError,
  SourceFetchError,
  SourceNotFoundError,
} from './copy-errors';
import { fetchPageSource } from './fetch-page-source';

type Answer = { status: number; body?: string; type?: string } | 'network-error';

function fakeFetch(answers: Record<string, Answer>, delays: Record<string, number> = {}) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    await new Promise((resolve) => setTimeout(resolve, delays[url] ?? 0));
    const answer = answers[url] ?? { status: 404 };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body ?? '', {
      status: answer.status,
      headers: { 'content-type': answer.type ?? 'text/markdown' },
    });
  }) as unknown as typeof fetch;
}

describe('fetchPageSource', () => {
  it('requests all four candidates in parallel and returns the first success', async () => {
    const fetchImpl = fakeFetch(
      {
        '/_source/pages/docs/index.mdx': { status: 200, body: '# Docs (slow)' },
        '/_source/pages/docs/index.md': { status: 200, body: '# Docs' },
      },
      { '/_source/pages/docs/index.mdx': 30 },
    );
    await expect(fetchPageSource('/_source', '/docs', fetchImpl)).resolves.toBe('# Docs');
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('throws SourceNotFoundError when all four answer 404', async () => {
    await expect(fetchPageSource('/_source', '/nope', fakeFetch({}))).rejects.toBeInstanceOf(
      SourceNotFoundError,
    );
  });

  it('treats an HTML app-shell answer as not found', async () => {
    const fetchImpl = fakeFetch({
      '/_source/pages/x.mdx': { status: 200, body: '<!doctype html>', type: 'text/html' },
    });
    await expect(fetchPageSource('/_source', '/x', fetchImpl)).rejects.toBeInstanceOf(
      SourceNotFoundError,
    );
  });

  it('throws SourceFetchError when a candidate fails otherwise and none succeeds', async () => {
    const serverError = fakeFetch({ '/_source/pages/x.md': { status: 500 } });
    await expect(fetchPageSource('/_source', '/x', serverError)).rejects.toBeInstanceOf(
      SourceFetchError,
    );
    const offline = fakeFetch({
      '/_source/pages/x.mdx': 'network-error',
      '/_source/pages/x.md': 'network-error',
      '/_source/pages/x/index.mdx': 'network-error',
      '/_source/pages/x/index.md': 'network-error',
    });
    await expect(fetchPageSource('/_source', '/x', offline)).rejects.toBeInstanceOf(
      SourceFetchError,
    );
  });

  it('throws SourceConfigError without a base and fetches nothing', async () => {
    const fetchImpl = fakeFetch({});
    await expect(fetchPageSource('', '/docs', fetchImpl)).rejects.toBeInstanceOf(SourceConfigError);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('copyErrorLabel', () => {
  it('names each failure as SPEC.md §8 does', () => {
    expect(copyErrorLabel(new SourceConfigError())).toBe('Config Error');
    expect(copyErrorLabel(new SourceNotFoundError())).toBe('Source Files Not Found');
    expect(copyErrorLabel(new SourceFetchError('500'))).toBe('Fetch Error');
    expect(copyErrorLabel(new DOMException('denied', 'NotAllowedError'))).toBe(
      'Clipboard Permission Denied',
    );
    expect(copyErrorLabel(new DOMException('insecure', 'SecurityError'))).toBe(
      'Clipboard Permission Denied',
    );
    expect(copyErrorLabel(new TypeError('boom'))).toBe('Copy Error');
    expect(copyErrorLabel('weird')).toBe('Copy Error');
  });
});
