import type { ReactNode } from 'react';
import './faq.css';

export interface FaqProps {
  children?: ReactNode;
}

/** Questions and answers; native disclosure, so it works without JavaScript. */
export function Faq({ children }: FaqProps) {
  return <div className="mkt-faq">{children}</div>;
}

export interface FaqItemProps {
  question: string;
  children?: ReactNode;
}

export function FaqItem({ question, children }: FaqItemProps) {
  return (
    <details className="mkt-faq-item">
      <summary className="mkt-faq-question">{question}</summary>
      <div className="mkt-faq-answer">{children}</div>
    </details>
  );
}
