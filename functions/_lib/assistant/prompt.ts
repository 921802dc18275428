/** What the model is told: answer from the numbered sections only, cite them, admit gaps. */
import type { ChatMessage } from './openai-stream';
import type { RetrievedSection } from './retrieval';

const SECTION_CHARS = 1800;

export function sectionLink(section: { route: string; anchor: string }): string {
  return section.anchor ? `${section.route}#${section.anchor}` : section.route;
}

export function systemPrompt(siteName: string, sections: RetrievedSection[]): string {
  const context = sections
    .map((section, i) => {
      const heading = section.heading ? ` › ${section.heading}` : '';
      const text =
        section.text.length > SECTION_CHARS
          ? `${section.text.slice(0, SECTION_CHARS)} …`
          : section.text;
      return `[${i + 1}] ${section.title}${heading} (${sectionLink(section)})\n${text}`;
    })
    .join('\n\n');
  return [
    `You are the documentation assistant of ${siteName}. Answer developer questions using only the documentation sections below.`,
    'Cite the sections you use with their numbers in square brackets, like [1] or [2].',
    'Only link to pages with the paths given in parentheses below; never invent URLs.',
    'If the sections do not answer the question, say plainly that the documentation does not cover it and suggest contacting support.',
    'Answer in Markdown; keep it short and put code in fenced blocks with a language.',
    '',
    'Documentation sections:',
    context || '(no matching sections)',
  ].join('\n');
}

export function modelMessages(
  siteName: string,
  sections: RetrievedSection[],
  conversation: ChatMessage[],
): ChatMessage[] {
  return [{ role: 'system', content: systemPrompt(siteName, sections) }, ...conversation];
}

/** The answer when no model is configured or the model failed: the best sections, quoted and linked. */
export function retrievalOnlyAnswer(
  sections: RetrievedSection[],
  reason: 'unconfigured' | 'failed',
): string {
  const intro =
    reason === 'unconfigured'
      ? 'No language model is configured for this site, so here are the documentation sections that best match your question:'
      : 'The language model is not available right now, so here are the documentation sections that best match your question:';
  if (sections.length === 0) {
    return `${intro}\n\nNothing in the documentation matches this question. Try other words, or contact support.`;
  }
  const quotes = sections.slice(0, 3).map((section, i) => {
    const label = section.heading ? `${section.title} › ${section.heading}` : section.title;
    return `**[${label}](${sectionLink(section)})** [${i + 1}]\n\n> ${section.snippet}`;
  });
  return `${intro}\n\n${quotes.join('\n\n')}`;
}
