/**
 * Client of POST /api/ask-ai: posts the conversation and calls back for each
 * server-sent event (sources, text deltas, done, error) as it arrives.
 */
import { cleanAnswerText } from './clean-text';
export interface Source {
  n: number;
  title: string;
  route: string;
  anchor: string;
  heading: string;
  snippet: string;
}

export interface StreamHandlers {
  onSources: (sources: Source[]) => void;
  onDelta: (text: string) => void;
  onDone: (mode: 'model' | 'retrieval') => void;
  onError: (message: string) => void;
}

export interface ConversationMessage {
  role: 'user' | 'assistant';
  content: string;
}

export class AskError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function streamAnswer(
  messages: ConversationMessage[],
  locale: string,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch('/api/ask-ai', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ messages, locale }),
    signal,
  });
  if (!response.ok || !response.body) {
    let message = `The assistant answered ${response.status}.`;
    try {
      const body = (await response.json()) as { error?: string };
      if (body.error) message = `${body.error[0].toUpperCase()}${body.error.slice(1)}.`;
    } catch {
      // Not JSON: keep the status line.
    }
    throw new AskError(message, response.status);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}');
      if (event === 'sources') handlers.onSources(data.sources);
      else if (event === 'delta') handlers.onDelta(cleanAnswerText(String(data.text ?? '')));
      else if (event === 'done') {
        ended = true;
        handlers.onDone(data.mode);
      } else if (event === 'error') {
        ended = true;
        handlers.onError(data.message);
      }
    }
  }
  if (!ended) handlers.onError('The answer was interrupted. Please retry.');
}
