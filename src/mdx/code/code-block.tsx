import {
  Children,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useRef,
} from 'react';
import { Mermaid } from '../mermaid/mermaid';
import { CopyButton } from './copy-button';
import { textOf } from './text-of';
import './code-block.css';
import './hljs-theme.css';

type PreProps = HTMLAttributes<HTMLPreElement> & {
  'data-filename'?: string;
  'data-language'?: string;
  children?: ReactNode;
};

type CodeElement = ReactElement<
  { className?: string; children?: ReactNode } & Record<string, unknown>
>;

function codeChild(children: ReactNode): CodeElement | undefined {
  return Children.toArray(children).find(
    (child): child is CodeElement => isValidElement(child) && child.type === 'code',
  );
}

/**
 * `pre` in content: a highlighted block (highlight.js classes from the build)
 * with an optional filename title and a copy button. A `mermaid` fence that the
 * build left as code becomes a diagram.
 */
export function CodeBlock({ children, className, ...rest }: PreProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const code = codeChild(children);
  const filename = rest['data-filename'] ?? (code?.props['data-filename'] as string | undefined);
  const codeClass = code?.props.className ?? '';

  if (/\blanguage-mermaid\b/.test(codeClass)) {
    return <Mermaid chart={textOf(code?.props.children)} />;
  }

  const getText = () => (preRef.current?.textContent ?? '').replace(/\n$/, '');
  return (
    <div className="code-block" data-has-title={filename ? '' : undefined}>
      {filename ? <div className="code-block-title">{filename}</div> : null}
      <div className="code-block-body">
        <pre
          ref={preRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: long lines scroll; keyboard users must reach them
          tabIndex={0}
          className={['code-block-pre', className].filter(Boolean).join(' ')}
          {...rest}
        >
          {children}
        </pre>
        <CopyButton getText={getText} />
      </div>
    </div>
  );
}
