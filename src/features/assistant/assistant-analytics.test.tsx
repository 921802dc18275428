import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistantConfig } from '../../../config/assistant';
import type { AnalyticsEvent } from '../analytics/analytics-events';
import { useConsentStore } from '../analytics/consent-store';
import { setAnalyticsSink } from '../analytics/track';
import { useAssistantStore } from './assistant-store';
import { ChatView } from './modal/chat-view';
import { useChat } from './use-chat';

// A build with analytics configured; events still need the reader's consent (track()).
vi.mock('../analytics/analytics-settings', () => ({
  analyticsSettings: {
    posthog: { key: 'phc_test', host: 'http://127.0.0.1:9', sessionRecording: false },
    crm: null,
  },
  hasTracking: true,
}));
// Answers are not what these tests are about: every question is answered at once.
vi.mock('./answer-stream', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./answer-stream')>()),
  streamAnswer: vi.fn(async (_messages, _locale, handlers: { onDone: (m: string) => void }) =>
    handlers.onDone('retrieval'),
  ),
}));

let sent: AnalyticsEvent[];

function consent(analytics: boolean) {
  useConsentStore.setState({ status: 'decided', choice: { analytics, crm: false } });
}

beforeEach(() => {
  sent = [];
  setAnalyticsSink((event) => sent.push(event));
  useAssistantStore.setState({ open: false, view: 'chat' });
});
afterEach(() => setAnalyticsSink(null));

describe('assistant analytics (SPEC.md §7)', () => {
  it('reports opening and every view switch through track()', () => {
    consent(true);
    act(() => useAssistantStore.getState().openAssistant({ draft: 'from the search panel' }));
    act(() => useAssistantStore.getState().setView('search'));
    act(() => useAssistantStore.getState().setView('search'));
    act(() => useAssistantStore.getState().setView('chat'));
    expect(sent).toEqual([
      { name: 'assistant_interaction', properties: { component_type: 'modal' } },
      { name: 'assistant_interaction', properties: { component_type: 'search' } },
      { name: 'assistant_interaction', properties: { component_type: 'chat' } },
    ]);
  });

  it('reports a submitted message with its component type and the message as sent', async () => {
    consent(true);
    const { result } = renderHook(() => useChat('en-US'));
    await act(async () => result.current.ask('  How do I trace a LangChain agent?  '));
    expect(sent).toEqual([
      {
        name: 'assistant_message_submitted',
        properties: {
          component_type: 'chat',
          last_user_message: 'How do I trace a LangChain agent?',
        },
      },
    ]);
  });

  it('tells an example question from a typed one', async () => {
    consent(true);
    function Chat() {
      const chat = useChat('en-US');
      return (
        <ChatView
          turns={chat.turns}
          draft=""
          onAsk={chat.ask}
          onStop={chat.stop}
          onRetry={chat.retry}
          onNavigate={() => {}}
          locale="en-US"
        />
      );
    }
    render(<Chat />);
    const question = assistantConfig.exampleQuestions[2];
    await act(async () => fireEvent.click(screen.getByRole('button', { name: question })));
    expect(sent).toEqual([
      {
        name: 'assistant_message_submitted',
        properties: { component_type: 'example_question', last_user_message: question },
      },
    ]);
  });

  it('sends nothing before the reader consents to analytics', async () => {
    consent(false);
    act(() => useAssistantStore.getState().openAssistant());
    const { result } = renderHook(() => useChat('en-US'));
    await act(async () => result.current.ask('Is this sent?'));
    act(() => useAssistantStore.getState().setView('search'));
    expect(sent).toEqual([]);
  });
});
