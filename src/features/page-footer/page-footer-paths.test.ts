import { describe, expect, it } from 'vitest';
import { isCustomerStory, isPageFooterHidden, showsCopyMarkdown } from './page-footer-paths';

describe('isPageFooterHidden', () => {
  it.each([
    '/imprint',
    '/blog',
    '/blog/x',
    '/customers',
    '/customers/acme',
    '/careers/',
    '/careers/swe',
  ])('hides on %s', (path) => expect(isPageFooterHidden(path)).toBe(true));

  it.each(['/', '/docs', '/blogroll', '/customers-faq', '/docs/blog'])('shows on %s', (path) =>
    expect(isPageFooterHidden(path)).toBe(false),
  );
});

describe('showsCopyMarkdown', () => {
  it.each([
    '/docs',
    '/docs/tracing',
    '/self-hosting/kubernetes',
    '/guides/cookbook/x',
    '/faq',
    '/integrations/frameworks/langchain',
  ])('shows on %s', (path) => expect(showsCopyMarkdown(path)).toBe(true));

  it.each(['/', '/pricing', '/changelog/x', '/security'])('not on %s', (path) =>
    expect(showsCopyMarkdown(path)).toBe(false),
  );
});

describe('isCustomerStory', () => {
  it('is true strictly under /customers/', () => {
    expect(isCustomerStory('/customers/acme')).toBe(true);
    expect(isCustomerStory('/customers')).toBe(false);
    expect(isCustomerStory('/docs/customers/acme')).toBe(false);
  });
});
