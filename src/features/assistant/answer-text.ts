/** Text transforms of an answer: numbered citations as links, and the conversation as Markdown. */
import type { Source } from './answer-stream';
import type { ChatTurn } from './use-chat';

export function sourceHref(source: Pick<Source, 'route' | 'anchor'>): string {
  return source.anchor ? `${source.route}#${source.anchor}` : source.route;
}

const CITATION = /(?<![\w\]])\[(\d{1,3})\](?!\()/g;

/** `[2]` becomes a link to source 2 (outside code blocks); numbers with no source stay text. */
export function linkCitations(markdown: string, sources: Source[]): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s{0,3}(?:```|~~~)/.test(line)) {
        inFence = !inFence;
        return line;
      }
      if (inFence) return line;
      return line.replace(CITATION, (whole, n) => {
        const source = sources.find((s) => s.n === Number(n));
        return source
          ? `[\\[${n}\\]](${sourceHref(source)} "${source.title.replaceAll('"', '')}")`
          : whole;
      });
    })
    .join('\n');
}

/** Stands in for the site's origin when judging where a relative link leads. */
const SITE_ORIGIN = 'https://site.invalid';

/**
 * Only links the site can stand behind: http(s), site routes and in-page
 * anchors. A path is resolved the way the browser will resolve it, so
 * `//evil.example`, `/\evil.example` and `/<tab>/evil.example` (all of which
 * leave the site) are refused.
 */
export function safeUrl(url: string): string | null {
  const href = url.trim();
  if (href.startsWith('#')) return href;
  if (href.startsWith('/')) {
    try {
      return new URL(href, SITE_ORIGIN).origin === SITE_ORIGIN ? href : null;
    } catch {
      return null;
    }
  }
  return /^https?:\/\//i.test(href) ? href : null;
}

export function conversationMarkdown(turns: ChatTurn[], origin: string, title: string): string {
  const parts = [`# ${title}`];
  for (const turn of turns) {
    parts.push(`## ${turn.question.replace(/\n+/g, ' ')}`);
    if (turn.answer.trim()) parts.push(turn.answer.trim());
    if (turn.sources.length > 0) {
      parts.push(
        `Sources:\n${turn.sources
          .map((s) => {
            const label = s.heading ? `${s.title} › ${s.heading}` : s.title;
            return `${s.n}. [${label}](${origin}${sourceHref(s)})`;
          })
          .join('\n')}`,
      );
    }
  }
  return `${parts.join('\n\n')}\n`;
}
