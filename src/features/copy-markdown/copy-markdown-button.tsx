import { useCopyMarkdown } from './use-copy-markdown';
import './copy-markdown.css';

export interface CopyMarkdownButtonProps {
  pathname: string;
  sourceBase?: string;
  writeText?: (text: string) => Promise<void>;
}

/** Copies the page's raw source to the clipboard; the label is the state. */
export function CopyMarkdownButton({ pathname, sourceBase, writeText }: CopyMarkdownButtonProps) {
  const { status, label, disabled, copy } = useCopyMarkdown({ pathname, sourceBase, writeText });
  return (
    <button
      type="button"
      className="copy-markdown-button"
      data-status={status}
      disabled={disabled}
      onClick={copy}
    >
      {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
      <span aria-live="polite">{label}</span>
    </button>
  );
}

function CopyIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="9"
        y="9"
        width="12"
        height="12"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M5 15V5a2 2 0 0 1 2-2h8" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
