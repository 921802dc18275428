import type { PageChunk } from '../../../build-content/bundle-format';

/** A page chunk at `route` for the footer tests; `extra` overrides its fields. */
export function pageChunk(route: string, extra: Partial<PageChunk> = {}): PageChunk {
  return {
    route,
    locale: 'en-US',
    title: 'T',
    description: '',
    frontMatter: {},
    toc: [],
    tree: [],
    timestamp: null,
    filePath: `content${route}.mdx`,
    contributors: [],
    canonical: route,
    markdownPath: `${route}.md`,
    ...extra,
  };
}
