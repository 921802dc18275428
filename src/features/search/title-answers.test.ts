import { describe, expect, it } from 'vitest';
import type { PageMapEntry } from '../../../build-content/bundle-format';
import { titleAnswer, titleEntries } from './title-answers';

const doc = (route: string, title: string, description?: string): PageMapEntry => ({
  name: route.slice(route.lastIndexOf('/') + 1),
  route,
  title,
  type: 'doc',
  display: 'normal',
  ...(description ? { frontMatter: { description } } : {}),
});

const pageMap: PageMapEntry[] = [
  {
    ...doc('/docs/observability', 'Observability'),
    children: [
      doc('/docs/observability/overview', 'Observability overview', 'What a trace records.'),
      doc('/docs/observability/sdk', 'Python SDK for observability'),
    ],
    withIndexPage: true,
  },
  {
    ...doc('/docs/folder', 'A folder without a page'),
    children: [doc('/docs/folder/a', 'Page A')],
  },
  { name: 'sep', route: '', title: 'Guides', type: 'separator', display: 'normal' },
  { ...doc('/docs/out', 'Observe elsewhere'), href: 'https://example.com' },
  doc('/guides/cookbook/observe-agents', 'Observe agents'),
  doc('/ja-JP/docs/env', '環境変数を設定する'),
];

const routes = (query: string) => titleAnswer(titleEntries(pageMap), query).map((hit) => hit.route);

describe('titleEntries', () => {
  it('lists routable pages once, leaving out separators, links out and folders without a page', () => {
    expect(titleEntries(pageMap).map((entry) => entry.route)).toEqual([
      '/docs/observability/overview',
      '/docs/observability/sdk',
      '/docs/observability',
      '/docs/folder/a',
      '/guides/cookbook/observe-agents',
      '/ja-JP/docs/env',
    ]);
  });
});

describe('titleAnswer', () => {
  it('matches where each query word starts a word of the title, closest titles first', () => {
    expect(routes('obs')).toEqual([
      '/docs/observability',
      '/docs/observability/overview',
      '/guides/cookbook/observe-agents',
      '/docs/observability/sdk',
    ]);
    expect(routes('observability sdk')).toEqual(['/docs/observability/sdk']);
    expect(routes('servab')).toEqual([]);
    expect(routes('  ')).toEqual([]);
  });

  it('prefers a whole word to the start of a longer one', () => {
    expect(routes('observe')[0]).toBe('/guides/cookbook/observe-agents');
  });

  it('finds a CJK query inside a title', () => {
    expect(routes('環境')).toEqual(['/ja-JP/docs/env']);
  });

  it('answers a page as one option with the title and description marked', () => {
    const [hit] = titleAnswer(titleEntries(pageMap), 'overview');
    expect(hit.title).toEqual([
      ['Observability ', false],
      ['overview', true],
    ]);
    expect(hit.sections).toEqual([
      {
        url: '/docs/observability/overview',
        heading: hit.title,
        snippet: [['What a trace records.', false]],
      },
    ]);
  });

  it('lists at most five pages', () => {
    const many = Array.from({ length: 9 }, (_, i) => doc(`/docs/p${i}`, `Tracing part ${i}`));
    expect(titleAnswer(titleEntries(many), 'tracing')).toHaveLength(5);
  });
});
