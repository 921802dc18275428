/**
 * The assistant's analytics events (SPEC.md §7: the component type, and the
 * last user message when one is submitted). This file is the only place that
 * knows how events leave the feature: today a `site-analytics` DOM event that
 * the site's analytics layer (or a test) can listen to; pointing it at a
 * typed `track()` is a change of this one function.
 */
export type AssistantEvent =
  | { name: 'assistant_opened'; properties: { component: 'ask-ai-modal'; source: OpenSource } }
  | {
      name: 'assistant_message_submitted';
      properties: { component: 'ask-ai-chat'; user_content: string };
    };

export type OpenSource = 'navbar' | 'search-panel' | 'shared-conversation';

export const ANALYTICS_DOM_EVENT = 'site-analytics';

export function trackAssistantEvent(event: AssistantEvent): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: event }));
}
