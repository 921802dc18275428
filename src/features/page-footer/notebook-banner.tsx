import type { NotebookInfo } from '../../../build-content/bundle-format';
import { notebookLinks } from '../../../config/notebook-links';

export const NOTEBOOK_BANNER_LABELS = {
  text: 'This page is a Jupyter notebook.',
  codeHost: 'Open on GitHub',
  runner: 'Run in Google Colab',
} as const;

/** Says the page is a notebook and links to it on the code host and in the hosted runner. */
export function NotebookBanner({ notebook }: { notebook: NotebookInfo }) {
  const links = notebookLinks(notebook);
  return (
    <aside className="page-footer-notebook" aria-label="Notebook">
      <p className="page-footer-notebook-text">{NOTEBOOK_BANNER_LABELS.text}</p>
      <div className="page-footer-notebook-links">
        <a
          className="page-footer-button"
          href={links.codeHost}
          target="_blank"
          rel="noopener noreferrer"
        >
          {NOTEBOOK_BANNER_LABELS.codeHost}
        </a>
        <a
          className="page-footer-button"
          href={links.runner}
          target="_blank"
          rel="noopener noreferrer"
        >
          {NOTEBOOK_BANNER_LABELS.runner}
        </a>
      </div>
    </aside>
  );
}
