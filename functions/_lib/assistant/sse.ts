/** Server-sent events of the assistant's answer stream. */
export type AnswerEvent =
  | { event: 'sources'; data: { sources: SourceRef[] } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { mode: 'model' | 'retrieval'; removedLinks: string[] } }
  | { event: 'error'; data: { code: string; message: string } };

export interface SourceRef {
  n: number;
  title: string;
  route: string;
  anchor: string;
  heading: string;
  snippet: string;
}

const encoder = new TextEncoder();

export function encodeEvent({ event, data }: AnswerEvent): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
};
