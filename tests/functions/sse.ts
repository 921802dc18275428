/** Reads a whole server-sent event stream into its events. */
export interface ParsedEvent {
  event: string;
  data: Record<string, unknown>;
}

export function parseEvents(text: string): ParsedEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export function answerText(events: ParsedEvent[]): string {
  return events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('');
}
