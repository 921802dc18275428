import { useEffect, useRef, useState } from 'react';
import { CheckIcon, CopyIcon } from '../icons';
import { copyToClipboard } from './copy-to-clipboard';

/** SPEC §9: how long the copied state stays. */
export const COPIED_STATE_MS = 2000;

export function CopyButton({ getText }: { getText: () => string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!(await copyToClipboard(getText()))) return;
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
  };

  return (
    <button
      type="button"
      className="code-copy"
      onClick={copy}
      aria-label={copied ? 'Copied' : 'Copy code'}
      title={copied ? 'Copied' : 'Copy code'}
      data-copied={copied ? '' : undefined}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}
