/** Links into the docs repository: edit this page, feedback issues, broken-link issues. */
import { themeConfig } from '../../../config/theme';

/** Parses the repository base; an unparsable base is a configuration error (SPEC.md §5). */
export function parseRepositoryBase(base: string): URL {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error('Invalid `docsRepositoryBase` URL!');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('Invalid `docsRepositoryBase` URL!');
  }
  return url;
}

/** "Edit this page": the base points at the editable tree, the file path is relative to the repository root. */
export function editPageUrl(
  filePath: string,
  base: string = themeConfig.docsRepositoryBase,
): string {
  const url = parseRepositoryBase(base);
  const root = url.href.replace(/\/+$/, '');
  return `${root}/${filePath.replace(/^\/+/, '')}`;
}

function newIssueUrl(title: string, labels: string, base: string): string {
  const root = parseRepositoryBase(base).href.replace(/\/+$/, '');
  const params = new URLSearchParams({ title, labels });
  return `${root}/issues/new?${params.toString()}`;
}

export function feedbackIssueUrl(pageTitle: string, base: string = themeConfig.issuesBase): string {
  return newIssueUrl(`Feedback for “${pageTitle}”`, 'feedback', base);
}

export function brokenLinkIssueUrl(path: string, base: string = themeConfig.issuesBase): string {
  return newIssueUrl(`Found broken link: ${path}`, 'bug', base);
}
