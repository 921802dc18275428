import { useCallback, useEffect, useState } from 'react';
import { copyMarkdown } from '../../../config/site';
import { track } from '../analytics/track';
import { notifyCopyError } from './copy-error-toast';
import {
  COPIED_MS,
  COPY_LABELS,
  type CopyErrorLabel,
  copyErrorLabel,
  ERROR_MS,
} from './copy-errors';
import { fetchPageSource } from './fetch-page-source';

export type CopyStatus = 'idle' | 'loading' | 'copied' | 'error';

export interface CopyMarkdownState {
  status: CopyStatus;
  label: string;
  /** Disabled in every state but idle (SPEC.md §4). */
  disabled: boolean;
  copy: () => void;
}

export interface CopyMarkdownOptions {
  pathname: string;
  /** Defaults to the configured source base. */
  sourceBase?: string;
  writeText?: (text: string) => Promise<void>;
}

function clipboardWrite(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) {
    return Promise.reject(new Error('The clipboard API is not available'));
  }
  return navigator.clipboard.writeText(text);
}

/**
 * idle → loading → copied (2 s) | error (3 s) → idle. The source is fetched
 * anew on every click, so an edited page is never copied stale.
 */
export function useCopyMarkdown({
  pathname,
  sourceBase = copyMarkdown.sourceBase,
  writeText = clipboardWrite,
}: CopyMarkdownOptions): CopyMarkdownState {
  const [status, setStatus] = useState<CopyStatus>('idle');
  // Set together with the 'error' status, so its first value never shows.
  const [errorLabel, setErrorLabel] = useState<CopyErrorLabel>('Copy Error');

  // The outcome's label stays for its full time from when it is shown: the
  // countdown starts after the render that shows it, not when it was decided.
  useEffect(() => {
    if (status !== 'copied' && status !== 'error') return;
    const reset = setTimeout(() => setStatus('idle'), status === 'copied' ? COPIED_MS : ERROR_MS);
    return () => clearTimeout(reset);
  }, [status]);

  const copy = useCallback(() => {
    if (status !== 'idle') return;
    setStatus('loading');
    fetchPageSource(sourceBase, pathname)
      .then((text) => writeText(text))
      .then(
        () => {
          setStatus('copied');
          track('copy_markdown', { result: COPY_LABELS.copied, path: pathname });
        },
        (error: unknown) => {
          const errorLabel = copyErrorLabel(error);
          setErrorLabel(errorLabel);
          setStatus('error');
          notifyCopyError(errorLabel);
          track('copy_markdown', { result: errorLabel, path: pathname });
        },
      );
  }, [status, sourceBase, pathname, writeText]);

  const label =
    status === 'loading'
      ? COPY_LABELS.loading
      : status === 'copied'
        ? COPY_LABELS.copied
        : status === 'error'
          ? errorLabel
          : COPY_LABELS.idle;
  return { status, label, disabled: status !== 'idle', copy };
}
