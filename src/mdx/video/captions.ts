import { type ParsedCaptionsResult, ParseError, ParseErrorCode, parseText } from 'media-captions';

/** The names of media-captions' error codes (SPEC.md §8 "Subtitle parser error kinds"). */
export type CaptionErrorKind = keyof typeof ParseErrorCode;

export function captionErrorKind(error: ParseError): CaptionErrorKind {
  const entry = Object.entries(ParseErrorCode).find(([, code]) => code === error.code);
  return (entry?.[0] ?? 'BadFormat') as CaptionErrorKind;
}

/** Readers never see caption errors: they go to the console for whoever maintains the files. */
function report(source: string, error: ParseError): void {
  const where = error.line > 0 ? `:${error.line}` : '';
  console.warn(`[video] captions ${captionErrorKind(error)} ${source}${where}: ${error.message}`);
}

export interface CaptionParseOptions {
  /** Stop at the first error (media-captions' strict mode). */
  strict?: boolean;
  /** Named in console reports: the file's URL or a label. */
  source?: string;
}

/**
 * In strict mode media-captions throws at the first error; this keeps the
 * same result shape either way: the cues read until then plus the errors.
 */
async function collect(
  parse: (onError: (error: ParseError) => void) => Promise<ParsedCaptionsResult>,
  options: CaptionParseOptions,
): Promise<ParsedCaptionsResult> {
  const source = options.source ?? 'captions';
  const reported = new Set<ParseError>();
  const onError = (error: ParseError) => {
    reported.add(error);
    report(source, error);
  };
  try {
    const result = await parse(onError);
    // media-captions' production build leaves holes for errors it does not describe.
    const errors = result.errors.filter(
      (error): error is ParseError => error instanceof ParseError,
    );
    for (const error of errors) if (!reported.has(error)) report(source, error);
    return { ...result, errors };
  } catch (thrown) {
    const error = thrown as ParseError;
    if (typeof error?.code !== 'number') throw thrown;
    if (!reported.has(error)) report(source, error);
    return { metadata: {}, cues: [], regions: [], errors: [error] };
  }
}

/** Parses WebVTT text; errors are reported to the console and returned. */
export function parseCaptionsText(
  text: string,
  options: CaptionParseOptions & { type?: 'vtt' | 'srt' | 'ssa' | 'ass' } = {},
): Promise<ParsedCaptionsResult> {
  return collect(
    (onError) =>
      parseText(text, {
        type: options.type ?? 'vtt',
        strict: options.strict,
        errors: true,
        onError,
      }),
    options,
  );
}

/**
 * Fetches and parses a WebVTT file. A failed fetch gives no cues and one
 * LoadFail error (never a rejection), so the video stays playable. (The
 * failed response is checked here: media-captions' production build reports
 * LoadFail without an error object.)
 */
export async function loadCaptions(
  url: string,
  options: CaptionParseOptions = {},
  fetchImpl: typeof fetch = fetch,
): Promise<ParsedCaptionsResult & { text: string }> {
  const source = options.source ?? url;
  let text: string | undefined;
  let reason = '';
  try {
    const response = await fetchImpl(url, { mode: 'cors', credentials: 'omit' });
    if (response.ok) text = await response.text();
    else reason = `response is not ok (status: ${response.status})`;
  } catch (error) {
    reason = `request failed (${error instanceof Error ? error.message : String(error)})`;
  }
  if (text === undefined) {
    const error = new ParseError({ code: ParseErrorCode.LoadFail, reason, line: -1 });
    report(source, error);
    return { metadata: {}, cues: [], regions: [], errors: [error], text: '' };
  }
  const result = await parseCaptionsText(text, { ...options, source });
  return { ...result, text };
}
