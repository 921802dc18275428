import { beforeEach, describe, expect, it } from 'vitest';
import { replaceServerHeadOnRender } from './server-head';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('replaceServerHeadOnRender', () => {
  beforeEach(() => {
    document.head.innerHTML = [
      '<title>Page not found</title>',
      '<meta name="description" content="server">',
      '<link rel="canonical" href="https://example.com/404">',
      '<meta charset="utf-8">',
    ].join('');
  });

  it('keeps the server title until the rendered one is in', async () => {
    replaceServerHeadOnRender(document);
    document.head.append(document.createElement('meta'));
    await settle();
    expect(document.title).toBe('Page not found');
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
  });

  it('takes the server page tags out once the rendered title is in, and nothing else', async () => {
    replaceServerHeadOnRender(document);
    const title = document.createElement('title');
    title.textContent = 'Page not found – Docs';
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'rendered';
    document.head.append(title, description);
    await settle();
    expect([...document.head.querySelectorAll('title')]).toEqual([title]);
    expect(document.title).toBe('Page not found – Docs');
    expect([...document.head.querySelectorAll('meta[name="description"]')]).toEqual([description]);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });
});
