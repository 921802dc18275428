import type { MouseEvent } from 'react';
import Markdown from 'react-markdown';
import { useNavigate } from 'react-router-dom';
import rehypeHighlight from 'rehype-highlight';
import remarkGfm from 'remark-gfm';
import type { Source } from '../answer-stream';
import { linkCitations, safeUrl } from '../answer-text';
import '../../../mdx/code/hljs-theme.css';

/**
 * An answer's Markdown: GFM, highlighted code, no raw HTML, and links only to
 * http(s) or the site's own routes (anything else renders as plain text).
 * Site links navigate in the app and close the modal.
 */
export function AnswerMarkdown({
  text,
  sources,
  onNavigate,
}: {
  text: string;
  sources: Source[];
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[[rehypeHighlight, { detect: false }]]}
      skipHtml
      urlTransform={(url) => safeUrl(url) ?? ''}
      components={{
        a: ({ href, children, title }) => {
          if (!href) return <span>{children}</span>;
          const internal = href.startsWith('/') || href.startsWith('#');
          const onClick = (event: MouseEvent) => {
            if (!internal || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
              return;
            event.preventDefault();
            onNavigate?.();
            navigate(href);
          };
          return (
            <a
              href={href}
              title={title}
              onClick={onClick}
              {...(internal ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {children}
            </a>
          );
        },
      }}
    >
      {linkCitations(text, sources)}
    </Markdown>
  );
}
