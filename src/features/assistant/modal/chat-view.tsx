import { type FormEvent, useEffect, useRef, useState } from 'react';
import { assistantConfig } from '../../../../config/assistant';
import type { AssistantComponentType } from '../../analytics/analytics-events';
import type { ChatTurn } from '../use-chat';
import { AnswerTurn } from './answer-turn';
import { OfflineResults } from './offline-results';

const MAX_CHARS = 2000;

/** Greeting and example questions, the conversation, and the question box with Send or Stop. */
export function ChatView({
  turns,
  draft,
  onAsk,
  onStop,
  onRetry,
  onNavigate,
  locale,
}: {
  turns: ChatTurn[];
  draft: string;
  onAsk: (question: string, from?: AssistantComponentType) => void;
  onStop: () => void;
  onRetry: () => void;
  onNavigate: () => void;
  locale: string;
}) {
  const [text, setText] = useState(draft);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const streaming = turns.at(-1)?.status === 'streaming';
  const last = turns.at(-1);

  useEffect(() => {
    if (draft) setText(draft);
  }, [draft]);
  // Follow the answer as it grows.
  const answerLength = last?.answer.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the last answer grows
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [turns.length, answerLength]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (streaming || !text.trim()) return;
    onAsk(text);
    setText('');
  };

  return (
    <div className="assistant-chat">
      <div className="assistant-log">
        <div className="assistant-greeting">
          <p>{assistantConfig.intro}</p>
          {turns.length === 0 ? (
            <fieldset className="assistant-examples">
              <legend className="sr-only">Example questions</legend>
              {assistantConfig.exampleQuestions.map((question) => (
                <button
                  key={question}
                  type="button"
                  className="assistant-example"
                  onClick={() => onAsk(question, 'example_question')}
                >
                  {question}
                </button>
              ))}
            </fieldset>
          ) : null}
        </div>
        {turns.map((turn, i) => (
          <div key={turn.id}>
            <AnswerTurn
              turn={turn}
              isLast={i === turns.length - 1}
              onRetry={onRetry}
              onNavigate={onNavigate}
            />
            {turn.status === 'offline' ? (
              <OfflineResults question={turn.question} locale={locale} onNavigate={onNavigate} />
            ) : null}
          </div>
        ))}
        <div ref={endRef} />
      </div>
      <p className="sr-only" aria-live="polite">
        {streaming
          ? 'The assistant is answering.'
          : last?.status === 'done'
            ? 'The answer is complete.'
            : ''}
      </p>
      <form className="assistant-form" onSubmit={submit}>
        <label htmlFor="assistant-question" className="sr-only">
          Your question
        </label>
        <textarea
          id="assistant-question"
          ref={inputRef}
          className="assistant-input"
          rows={2}
          maxLength={MAX_CHARS}
          placeholder="Ask a question…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing)
              submit(event);
          }}
        />
        {streaming ? (
          <button type="button" className="assistant-button" onClick={onStop}>
            Stop
          </button>
        ) : (
          <button
            type="submit"
            className="assistant-button assistant-button-primary"
            disabled={!text.trim()}
          >
            Send
          </button>
        )}
      </form>
    </div>
  );
}
