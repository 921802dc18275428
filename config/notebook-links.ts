import type { NotebookInfo } from '../build-content/bundle-format';
import { notebookHosts } from './site';

export interface NotebookLinks {
  /** The notebook file on the code-hosting service. */
  codeHost: string;
  /** The same file opened in the hosted notebook runner. */
  runner: string;
}

/**
 * Links for the notebook banner (SPEC.md §2 "Notebook banner"): both are built
 * from the entry's path inside the docs repository, so they always point at the
 * file the page was compiled from. Pure, so the page footer and tests share it.
 */
export function notebookLinks(info: Pick<NotebookInfo, 'repositoryPath'>): NotebookLinks {
  const path = info.repositoryPath
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return {
    codeHost: `${trimSlash(notebookHosts.codeHost)}/${path}`,
    runner: `${trimSlash(notebookHosts.runner)}/${path}`,
  };
}

function trimSlash(base: string): string {
  return base.replace(/\/+$/, '');
}
