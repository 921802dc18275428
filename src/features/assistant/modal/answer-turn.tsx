import type { Source } from '../answer-stream';
import { sourceHref } from '../answer-text';
import type { ChatTurn } from '../use-chat';
import { AnswerFeedback } from './answer-feedback';
import { AnswerMarkdown } from './answer-markdown';
import { Disclaimer } from './disclaimer';

function SourceList({ sources, onNavigate }: { sources: Source[]; onNavigate?: () => void }) {
  if (sources.length === 0) return null;
  return (
    <div className="assistant-sources">
      <p className="assistant-sources-title">Sources</p>
      <ol>
        {sources.map((source) => (
          <li key={source.n} value={source.n}>
            <a
              href={sourceHref(source)}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey) return;
                onNavigate?.();
              }}
            >
              {source.title}
              {source.heading ? ` › ${source.heading}` : ''}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One question and its answer, in whatever state the answer is. */
export function AnswerTurn({
  turn,
  isLast,
  onRetry,
  onNavigate,
  readOnly = false,
}: {
  turn: ChatTurn;
  isLast: boolean;
  onRetry?: () => void;
  onNavigate?: () => void;
  readOnly?: boolean;
}) {
  const streaming = turn.status === 'streaming';
  return (
    <article className="assistant-turn" aria-busy={streaming || undefined}>
      <div className="assistant-question">
        <span className="sr-only">You asked: </span>
        {turn.question}
      </div>
      <div className="assistant-answer" data-status={turn.status} data-mode={turn.mode}>
        {turn.answer ? (
          <AnswerMarkdown text={turn.answer} sources={turn.sources} onNavigate={onNavigate} />
        ) : streaming ? (
          <p className="assistant-thinking">Searching the documentation…</p>
        ) : null}
        {turn.status === 'stopped' ? <p className="assistant-note">Stopped.</p> : null}
        {turn.status === 'error' ? (
          <div className="assistant-error" role="alert">
            <p>{turn.error}</p>
            {isLast && onRetry ? (
              <button type="button" className="assistant-button" onClick={onRetry}>
                Retry
              </button>
            ) : null}
          </div>
        ) : null}
        <SourceList sources={turn.sources} onNavigate={onNavigate} />
        {turn.answer && !streaming ? (
          <div className="assistant-answer-footer">
            <Disclaimer />
            {readOnly || turn.status !== 'done' ? null : <AnswerFeedback turn={turn} />}
          </div>
        ) : null}
      </div>
    </article>
  );
}
