/** Labels of the Copy as Markdown button (SPEC.md §4, §8). */
export const COPY_LABELS = {
  idle: 'Copy as Markdown',
  loading: 'Copying...',
  copied: 'Copied!',
} as const;

export type CopyErrorLabel =
  | 'Config Error'
  | 'Source Files Not Found'
  | 'Fetch Error'
  | 'Clipboard Permission Denied'
  | 'Copy Error';

/** SPEC.md §9 "Copy feedback". */
export const COPIED_MS = 2000;
export const ERROR_MS = 3000;

/** No source base configured. */
export class SourceConfigError extends Error {
  constructor() {
    super('No source base is configured for Copy as Markdown');
    this.name = 'SourceConfigError';
  }
}

/** Every candidate answered 404. */
export class SourceNotFoundError extends Error {
  constructor() {
    super('None of the source candidates exists');
    this.name = 'SourceNotFoundError';
  }
}

/** A candidate failed for another reason (network, 5xx, 403…). */
export class SourceFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceFetchError';
  }
}

/** Maps whatever went wrong to the label the button shows for 3 s. */
export function copyErrorLabel(error: unknown): CopyErrorLabel {
  if (error instanceof SourceConfigError) return 'Config Error';
  if (error instanceof SourceNotFoundError) return 'Source Files Not Found';
  if (error instanceof SourceFetchError) return 'Fetch Error';
  const name = error instanceof Error || isDomException(error) ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'Clipboard Permission Denied';
  return 'Copy Error';
}

function isDomException(error: unknown): error is DOMException {
  return typeof DOMException !== 'undefined' && error instanceof DOMException;
}
