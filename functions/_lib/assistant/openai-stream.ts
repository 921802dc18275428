/**
 * Streaming chat completions from any OpenAI-compatible endpoint
 * (`POST {base}/chat/completions` with `stream: true`): yields the text
 * deltas of the first choice. The abort signal reaches the upstream fetch,
 * so a reader who stops the answer stops the model too.
 */
export interface ModelConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class ModelError extends Error {}

export async function* streamChatCompletion(
  config: ModelConfig,
  messages: ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
  };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.2 }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ModelError(`model unreachable: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new ModelError(`model answered ${response.status}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let finished = false;
  try {
    while (!finished) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal.aborted) throw error;
        throw new ModelError(`model stream broke: ${(error as Error).message}`);
      }
      if (chunk.done) break;
      buffer += chunk.value;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (!line.startsWith('data:')) continue;
        const payload = line.slice(5).trim();
        if (payload === '[DONE]') {
          finished = true;
          break;
        }
        const text = deltaText(payload);
        if (text) yield text;
      }
    }
  } finally {
    reader.releaseLock();
    if (!finished) await response.body.cancel().catch(() => {});
  }
  if (!finished) throw new ModelError('model stream ended before [DONE]');
}

function deltaText(payload: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    throw new ModelError('model sent malformed JSON');
  }
  const body = parsed as {
    choices?: { delta?: { content?: unknown } }[];
    error?: { message?: string };
  };
  if (body.error) throw new ModelError(`model error: ${body.error.message ?? 'unknown'}`);
  const content = body.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : '';
}
