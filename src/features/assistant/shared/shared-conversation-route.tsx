import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Helmet } from 'react-helmet-async';
import { useLocation, useParams } from 'react-router-dom';
import type { PageMapEntry } from '../../../../build-content/bundle-format';
import { assistantConfig } from '../../../../config/assistant';
import { useContentManifest } from '../../../data/content-context';
import { fetchJson, isNotFound } from '../../../data/fetch-json';
import { splitLocale } from '../../../data/locale-route';
import { buildPageNav } from '../../../data/page-map-nav';
import { usePageMap } from '../../../data/use-page-data';
import { NotFoundPage } from '../../../theme/errors/not-found';
import { ServerErrorPage } from '../../../theme/errors/server-error';
import { SiteLayout } from '../../../theme/layout/site-layout';
import type { Source } from '../answer-stream';
import { openAssistant } from '../assistant-store';
import { AnswerTurn } from '../modal/answer-turn';
import type { ChatTurn } from '../use-chat';
import '../modal/assistant-modal.css';
import './shared-conversation.css';

interface SharedConversation {
  id: string;
  createdAt: string;
  turns: { question: string; answer: string; sources: Source[] }[];
}

const noEntries: PageMapEntry[] = [];

/** /docs/ask-ai/{id}: a shared conversation, read-only, with a way to continue it in the assistant. */
export default function SharedConversationRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const manifest = useContentManifest();
  const { locale } = splitLocale(location.pathname, manifest);
  const pageMap = usePageMap(locale, '/docs');
  const nav = useMemo(
    () => (pageMap.data ? buildPageNav(pageMap.data, '/docs') : null),
    [pageMap.data],
  );
  const shared = useQuery({
    queryKey: ['shared-conversation', id],
    queryFn: ({ signal }) =>
      fetchJson<SharedConversation>(`/api/ask-ai/share/${encodeURIComponent(id)}`, signal),
    retry: false,
  });

  let content: React.ReactNode;
  if (shared.error) content = isNotFound(shared.error) ? <NotFoundPage /> : <ServerErrorPage />;
  else if (!shared.data) content = <p className="shared-conversation-loading">Loading…</p>;
  else {
    const turns: ChatTurn[] = shared.data.turns.map((turn, i) => ({
      id: i,
      ...turn,
      status: 'done',
    }));
    content = (
      <article className="shared-conversation">
        <Helmet>
          <title>{`Shared conversation · ${assistantConfig.chatSubject}`}</title>
          <meta name="robots" content="noindex" />
        </Helmet>
        <h1>Shared conversation</h1>
        <p className="shared-conversation-meta">
          A conversation with the {assistantConfig.organizationName} AI assistant, shared on{' '}
          {new Date(shared.data.createdAt).toLocaleDateString('en', { dateStyle: 'long' })}.
        </p>
        {turns.map((turn) => (
          <AnswerTurn key={turn.id} turn={turn} isLast={false} readOnly />
        ))}
        <button
          type="button"
          className="assistant-button assistant-button-primary shared-conversation-continue"
          style={{ '--assistant-accent': assistantConfig.brandColor } as React.CSSProperties}
          onClick={() => openAssistant({ seed: shared.data.turns })}
        >
          Continue this conversation
        </button>
      </article>
    );
  }
  return (
    <SiteLayout
      navbarItems={nav?.navbarItems ?? noEntries}
      sidebarItems={noEntries}
      route={location.pathname}
      headings={[]}
    >
      {shared.error ? (
        content
      ) : (
        <main id="content" tabIndex={-1} className="shared-conversation-main">
          {content}
        </main>
      )}
    </SiteLayout>
  );
}
