import { Svg } from '../../theme/icons/icons';
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
    <Svg width="14" height="14">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h8" />
    </Svg>
  );
}

function CheckIcon() {
  return (
    <Svg width="14" height="14">
      <path d="m5 12 5 5 9-10" />
    </Svg>
  );
}
