import { useState } from 'react';
import { assistantConfig } from '../../../../config/assistant';
import { track } from '../../analytics/track';
import { conversationMarkdown } from '../answer-text';
import type { ChatTurn } from '../use-chat';

type ActionState = 'idle' | 'working' | 'done' | 'failed';

async function shareConversation(turns: ChatTurn[]): Promise<string> {
  const response = await fetch('/api/ask-ai/share', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      turns: turns.map(({ question, answer, sources }) => ({ question, answer, sources })),
    }),
  });
  if (!response.ok) throw new Error(`share answered ${response.status}`);
  const { id } = (await response.json()) as { id: string };
  return new URL(`${assistantConfig.shareBasePath}/${id}`, window.location.origin).href;
}

/** Copy chat (the conversation as Markdown) and Share chat (a stored, read-only link). */
export function ChatActions({ turns }: { turns: ChatTurn[] }) {
  const [copy, setCopy] = useState<ActionState>('idle');
  const [share, setShare] = useState<ActionState>('idle');
  const [link, setLink] = useState('');
  const finished = turns.filter((turn) => turn.status !== 'streaming' && turn.answer.trim());
  const empty = finished.length === 0;
  const reset = (setter: (s: ActionState) => void) => setTimeout(() => setter('idle'), 2000);

  return (
    <>
      <button
        type="button"
        className="assistant-header-button"
        disabled={empty}
        onClick={async () => {
          track('assistant_interaction', { component_type: 'copy_chat' });
          try {
            await navigator.clipboard.writeText(
              conversationMarkdown(
                finished,
                window.location.origin,
                `${assistantConfig.chatSubject} conversation`,
              ),
            );
            setCopy('done');
          } catch {
            setCopy('failed');
          }
          reset(setCopy);
        }}
      >
        {copy === 'done' ? 'Copied!' : copy === 'failed' ? 'Copy failed' : 'Copy chat'}
      </button>
      <button
        type="button"
        className="assistant-header-button"
        disabled={empty || share === 'working'}
        onClick={async () => {
          track('assistant_interaction', { component_type: 'share_chat' });
          setShare('working');
          try {
            const url = await shareConversation(finished);
            setLink(url);
            await navigator.clipboard.writeText(url).catch(() => {});
            setShare('done');
          } catch {
            setShare('failed');
          }
          reset(setShare);
        }}
      >
        {share === 'working'
          ? 'Sharing…'
          : share === 'done'
            ? 'Link copied!'
            : share === 'failed'
              ? 'Share failed'
              : 'Share chat'}
      </button>
      {link ? (
        <a className="assistant-share-link" href={link} aria-label={`Shared conversation: ${link}`}>
          {link}
        </a>
      ) : null}
    </>
  );
}
