/**
 * Every product analytics event the site sends, with its properties. Adding
 * an event means adding it here; `track()` accepts nothing else.
 */

/** The part of the AI assistant an event comes from (SPEC.md §7: "component type"). */
export type AssistantComponentType =
  | 'modal'
  | 'chat'
  | 'search'
  | 'example_question'
  | 'help_option'
  | 'copy_chat'
  | 'share_chat'
  | 'feedback';

export interface AnalyticsEvents {
  /** The assistant was opened, switched view or one of its controls was used. */
  assistant_interaction: { component_type: AssistantComponentType };
  /** A user message was submitted; carries the message as sent (SPEC.md §7 {user_content}). */
  assistant_message_submitted: {
    component_type: AssistantComponentType;
    last_user_message: string;
  };
  /** Copy as Markdown finished; `result` is the button's label ('Copied!' or an error label). */
  copy_markdown: { result: string; path: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

/** One event as it travels to the analytics client. */
export type AnalyticsEvent = {
  [Name in AnalyticsEventName]: { name: Name; properties: AnalyticsEvents[Name] };
}[AnalyticsEventName];
