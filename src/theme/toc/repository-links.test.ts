import { describe, expect, it } from 'vitest';
import {
  brokenLinkIssueUrl,
  editPageUrl,
  feedbackIssueUrl,
  parseRepositoryBase,
} from './repository-links';

describe('repository links', () => {
  it('throws the documented error for an unparsable base', () => {
    expect(() => parseRepositoryBase('not a url')).toThrow('Invalid `docsRepositoryBase` URL!');
    expect(() => editPageUrl('content/docs/index.mdx', 'ftp//broken')).toThrow(
      'Invalid `docsRepositoryBase` URL!',
    );
  });

  it('builds the edit link from the base and the file path', () => {
    expect(editPageUrl('content/docs/tracing.mdx', 'https://github.com/o/r/edit/main/')).toBe(
      'https://github.com/o/r/edit/main/content/docs/tracing.mdx',
    );
  });

  it('opens a bug issue titled with the broken path', () => {
    const url = new URL(brokenLinkIssueUrl('/docs/missing', 'https://github.com/o/r'));
    expect(url.pathname).toBe('/o/r/issues/new');
    expect(url.searchParams.get('title')).toContain('/docs/missing');
    expect(url.searchParams.get('labels')).toBe('bug');
  });

  it('opens a feedback issue titled with the page', () => {
    const url = new URL(feedbackIssueUrl('Tracing', 'https://github.com/o/r'));
    expect(url.searchParams.get('title')).toContain('Tracing');
    expect(url.searchParams.get('labels')).toBe('feedback');
  });
});
