/**
 * The answer as an event stream: sources first, then the model's text (or the
 * retrieval-only answer when there is no model or it fails before its first
 * word), every piece passed through the link check, then `done`. Cancelling
 * the stream (the reader pressed Stop or went away) aborts the model call.
 */
import { LinkFilter } from './link-filter';
import {
  type ChatMessage,
  type ModelConfig,
  ModelError,
  streamChatCompletion,
} from './openai-stream';
import { modelMessages, retrievalOnlyAnswer } from './prompt';
import type { RetrievedSection, Retriever } from './retrieval';
import { type AnswerEvent, encodeEvent, type SourceRef } from './sse';

export interface AnswerInput {
  retriever: Retriever;
  sections: RetrievedSection[];
  conversation: ChatMessage[];
  model: ModelConfig | null;
  origin: string;
  siteName: string;
  /** Called once the answer is complete, with what the reader saw (for logs). */
  onRemovedLinks?: (links: string[]) => void;
}

export function toSources(sections: RetrievedSection[]): SourceRef[] {
  return sections.map((section, i) => ({
    n: i + 1,
    title: section.title,
    route: section.route,
    anchor: section.anchor,
    heading: section.heading,
    snippet: section.snippet,
  }));
}

export function answerStream(input: AnswerInput): ReadableStream<Uint8Array> {
  const upstream = new AbortController();
  const filter = new LinkFilter({
    origin: input.origin,
    resolves: input.retriever.resolves,
    sourceCount: input.sections.length,
  });
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: AnswerEvent) => {
        if (!upstream.signal.aborted) controller.enqueue(encodeEvent(event));
      };
      const sendText = (text: string) => {
        if (text) send({ event: 'delta', data: { text } });
      };
      send({ event: 'sources', data: { sources: toSources(input.sections) } });
      let mode: 'model' | 'retrieval' = 'model';
      let started = false;
      try {
        if (!input.model) throw new NoModel();
        const messages = modelMessages(input.siteName, input.sections, input.conversation);
        for await (const delta of streamChatCompletion(input.model, messages, upstream.signal)) {
          started = true;
          sendText(filter.push(delta));
        }
        sendText(filter.flush());
      } catch (error) {
        if (upstream.signal.aborted) return;
        if (started) {
          sendText(filter.flush());
          console.warn(JSON.stringify({ event: 'ask-ai.model-failed', message: String(error) }));
          send({
            event: 'error',
            data: { code: 'model_failed', message: 'The answer was interrupted. Please retry.' },
          });
          controller.close();
          return;
        }
        if (!(error instanceof NoModel)) {
          const message = error instanceof ModelError ? error.message : String(error);
          console.warn(JSON.stringify({ event: 'ask-ai.model-failed', message }));
        }
        mode = 'retrieval';
        const reason = error instanceof NoModel ? 'unconfigured' : 'failed';
        sendText(filter.push(retrievalOnlyAnswer(input.sections, reason)));
        sendText(filter.flush());
      }
      if (filter.removed.length > 0) {
        console.warn(JSON.stringify({ event: 'ask-ai.link-removed', links: filter.removed }));
        input.onRemovedLinks?.(filter.removed);
      }
      send({ event: 'done', data: { mode, removedLinks: filter.removed } });
      controller.close();
    },
    cancel() {
      upstream.abort();
    },
  });
}

class NoModel extends Error {}

export function modelConfigFrom(env: {
  ASK_AI_BASE_URL?: string;
  ASK_AI_API_KEY?: string;
  ASK_AI_MODEL?: string;
}): ModelConfig | null {
  const baseUrl = env.ASK_AI_BASE_URL?.trim();
  const model = env.ASK_AI_MODEL?.trim();
  if (!baseUrl || !model || !/^https?:\/\//.test(baseUrl)) return null;
  return { baseUrl, model, apiKey: env.ASK_AI_API_KEY?.trim() || undefined };
}
