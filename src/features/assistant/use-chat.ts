import { useCallback, useRef, useState } from 'react';
import type { AssistantComponentType } from '../analytics/analytics-events';
import { track } from '../analytics/track';
import { AskError, type ConversationMessage, type Source, streamAnswer } from './answer-stream';

export type TurnStatus = 'streaming' | 'done' | 'stopped' | 'error' | 'offline';

export interface ChatTurn {
  id: number;
  question: string;
  answer: string;
  sources: Source[];
  status: TurnStatus;
  mode?: 'model' | 'retrieval';
  error?: string;
}

export const OFFLINE_MESSAGE =
  'The assistant needs a connection. Here are matching pages from the offline search instead:';

let nextId = 1;

/** Earlier completed turns as model messages, then the new question. */
function conversationFor(turns: ChatTurn[], question: string): ConversationMessage[] {
  const messages: ConversationMessage[] = [];
  for (const turn of turns) {
    if (!turn.answer.trim() || turn.status === 'error' || turn.status === 'offline') continue;
    messages.push({ role: 'user', content: turn.question });
    messages.push({ role: 'assistant', content: turn.answer.slice(0, 8000) });
  }
  messages.push({ role: 'user', content: question });
  return messages.slice(-39);
}

/**
 * The conversation: ask, stream the answer into the last turn, stop it
 * (which aborts the request and so the model call), retry it after an error.
 */
export function useChat(locale: string, initial: ChatTurn[] = []) {
  const [turns, setTurns] = useState<ChatTurn[]>(initial);
  const controller = useRef<AbortController | null>(null);
  const turnsRef = useRef(turns);
  turnsRef.current = turns;

  const update = useCallback((id: number, patch: (turn: ChatTurn) => Partial<ChatTurn>) => {
    setTurns((all) => all.map((turn) => (turn.id === id ? { ...turn, ...patch(turn) } : turn)));
  }, []);

  const run = useCallback(
    async (id: number, question: string, earlier: ChatTurn[]) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        update(id, () => ({ status: 'offline' }));
        return;
      }
      try {
        await streamAnswer(
          conversationFor(earlier, question),
          locale,
          {
            onSources: (sources) => update(id, () => ({ sources })),
            onDelta: (text) => update(id, (turn) => ({ answer: turn.answer + text })),
            onDone: (mode) => update(id, () => ({ status: 'done', mode })),
            onError: (error) => update(id, () => ({ status: 'error', error })),
          },
          abort.signal,
        );
      } catch (error) {
        if (abort.signal.aborted) return;
        const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
        update(id, () =>
          offline
            ? { status: 'offline' }
            : {
                status: 'error',
                error:
                  error instanceof AskError
                    ? error.message
                    : 'The assistant could not be reached. Please retry.',
              },
        );
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [locale, update],
  );

  /** `from`: where the question came from, for analytics (typed, or an example question). */
  const ask = useCallback(
    (text: string, from: AssistantComponentType = 'chat') => {
      const question = text.trim();
      if (!question) return;
      const earlier = turnsRef.current;
      const turn: ChatTurn = {
        id: nextId++,
        question,
        answer: '',
        sources: [],
        status: 'streaming',
      };
      setTurns([...earlier, turn]);
      track('assistant_message_submitted', { component_type: from, last_user_message: question });
      void run(turn.id, question, earlier);
    },
    [run],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setTurns((all) =>
      all.map((turn) => (turn.status === 'streaming' ? { ...turn, status: 'stopped' } : turn)),
    );
  }, []);

  const retry = useCallback(() => {
    const all = turnsRef.current;
    const last = all.at(-1);
    if (!last) return;
    const earlier = all.slice(0, -1);
    const turn: ChatTurn = {
      ...last,
      answer: '',
      sources: [],
      status: 'streaming',
      error: undefined,
    };
    setTurns([...earlier, turn]);
    void run(turn.id, turn.question, earlier);
  }, [run]);

  const reset = useCallback(() => {
    controller.current?.abort();
    setTurns([]);
  }, []);

  return { turns, ask, stop, retry, reset, setTurns };
}
