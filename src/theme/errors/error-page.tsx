import type { ReactNode } from 'react';
import { buildHeadTags } from '../../head/head-tags';
import { PageHead } from '../../head/page-head';
import './error-page.css';

/** Head tags of an error page (also written into the prerendered 404 and 500 pages). */
export function errorHeadTags(code: 404 | 500, headTitle: string, description: string) {
  return buildHeadTags({
    route: `/${code}`,
    title: `${code}: ${headTitle}`,
    description,
    frontMatter: { noindex: true },
  });
}

/** The frame of the 404 and 500 pages: status code, heading, explanation and one action; never indexed. */
export function ErrorPage({
  code,
  headTitle,
  description,
  heading,
  text,
  children,
}: {
  code: 404 | 500;
  /** Document title after the code ("404: …"). */
  headTitle: string;
  description: string;
  heading: string;
  text: ReactNode;
  /** The action: a link or button with class `error-page-action`. */
  children: ReactNode;
}) {
  const tags = errorHeadTags(code, headTitle, description);
  return (
    <main id="content" tabIndex={-1} className="error-page">
      <PageHead tags={tags} />
      <p className="error-page-code">{code}</p>
      <h1 className="error-page-title">{heading}</h1>
      <p className="error-page-text">{text}</p>
      {children}
    </main>
  );
}
