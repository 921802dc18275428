import { Index } from 'flexsearch';
import { describe, expect, it } from 'vitest';
import type { SearchChunk } from '../../../build-content/bundle-format';
import { buildSearchIndex, SearchEngine } from './engine';
import type { Segment } from './highlight';

const text = (segments: Segment[]) => segments.map(([value]) => value).join('');
const marked = (segments: Segment[]) =>
  segments.filter(([, matched]) => matched).map(([value]) => value);

const chunk: SearchChunk = {
  '/docs/sdk/python/sdk-v3': {
    title: 'Python SDK',
    data: {
      '': 'The Python SDK sends traces.',
      'initialising-the-client#Initialising the client':
        'Fetch the client anywhere with get_client(). Set TRACEWELL_PUBLIC_KEY first.',
      'flushing#Flushing and shutdown': 'Call flush() before a short-lived process exits.',
    },
  },
  '/docs/tracing-features/sessions': {
    title: 'Sessions',
    data: {
      '': 'Group the traces of one conversation with a session_id.',
      'in-the-ui#In the UI': 'The sessions view replays a conversation.',
    },
  },
  '/docs/observability': {
    title: 'Observability overview',
    data: { '': 'Why observability of LLM apps matters.' },
  },
  '/docs/decorators': {
    title: 'Decorator',
    data: { '': 'Wrap functions with observe to trace them.' },
  },
  '/docs/sessions-faq': {
    title: 'FAQ',
    data: { 'grouping#Grouping': 'Sessions group traces; see the sessions page.' },
  },
};

async function engineFor(data: SearchChunk = chunk) {
  return buildSearchIndex(data);
}

describe('SearchEngine', () => {
  it('answers an empty or blank query with an empty list', async () => {
    const engine = await engineFor();
    expect(engine.search('')).toEqual([]);
    expect(engine.search('   ')).toEqual([]);
  });

  it('finds code identifiers as written and by their parts', async () => {
    const engine = await engineFor();
    const whole = engine.search('get_client');
    expect(whole[0].sections[0].url).toBe('/docs/sdk/python/sdk-v3#initialising-the-client');
    expect(engine.search('get_client()')[0].route).toBe('/docs/sdk/python/sdk-v3');
    expect(engine.search('PUBLIC_KEY')[0].sections[0].url).toBe(
      '/docs/sdk/python/sdk-v3#initialising-the-client',
    );
    expect(engine.search('flush()')[0].sections[0].url).toBe('/docs/sdk/python/sdk-v3#flushing');
  });

  it('ranks a title or heading match above a body match', async () => {
    const engine = await engineFor();
    const hits = engine.search('sessions');
    expect(hits[0].route).toBe('/docs/tracing-features/sessions');
    expect(hits.map((hit) => hit.route)).toContain('/docs/sessions-faq');
  });

  it('ranks a heading match on a cookbook page above a body match on a docs page', async () => {
    const engine = await engineFor({
      '/docs/overview': {
        title: 'Overview',
        data: { '': 'Sampling keeps costs down; sampling is configurable.' },
      },
      '/guides/cookbook/rates': {
        title: 'Rates',
        data: { 'sampling#Sampling': 'Keep one trace in ten.' },
      },
    });
    expect(engine.search('sampling').map((hit) => hit.route)).toEqual([
      '/guides/cookbook/rates',
      '/docs/overview',
    ]);
  });

  it('ranks an exact word above a prefix of a longer word', async () => {
    const engine = await engineFor({
      '/docs/tracers': { title: 'Tracers', data: { '': 'Configure a tracer provider.' } },
      '/docs/trace': { title: 'Trace', data: { '': 'One trace per request.' } },
    });
    expect(engine.search('trace').map((hit) => hit.route)).toEqual([
      '/docs/trace',
      '/docs/tracers',
    ]);
    // While a word is being typed, its prefix already finds it.
    expect(engine.search('trac').map((hit) => hit.route)).toHaveLength(2);
    expect(engine.search('observa')[0]).toBeUndefined();
    expect((await engineFor()).search('observa')[0].route).toBe('/docs/observability');
  });

  it('links the intro to the page and sections to their anchors', async () => {
    const engine = await engineFor();
    const [hit] = engine.search('conversation');
    expect(hit.route).toBe('/docs/tracing-features/sessions');
    expect(hit.sections.map((section) => section.url).sort()).toEqual([
      '/docs/tracing-features/sessions',
      '/docs/tracing-features/sessions#in-the-ui',
    ]);
    const intro = hit.sections.find((section) => !section.url.includes('#'));
    expect(text(intro?.heading ?? [])).toBe('Sessions');
  });

  it('highlights the matched words in titles, headings and snippets', async () => {
    const engine = await engineFor();
    const [hit] = engine.search('flush');
    expect(marked(hit.sections[0].heading)).toEqual(['Flushing']);
    expect(marked(hit.sections[0].snippet)).toEqual(['flush']);
    const [page] = engine.search('python');
    expect(marked(page.title)).toEqual(['Python']);
  });

  it('finds a Japanese page by two kanji of its text and marks them', async () => {
    const engine = await engineFor({
      ...chunk,
      '/ja-JP/docs/get-started': {
        title: 'はじめに',
        data: {
          '': '最初のトレースを送信するまでの手順です。',
          'install#SDK をインストールする': 'パッケージを追加して、キーを環境変数に設定します。',
        },
      },
    });
    const [hit] = engine.search('送信');
    expect(hit.route).toBe('/ja-JP/docs/get-started');
    expect(marked(hit.sections[0].snippet)).toEqual(['送信']);
    const [heading] = engine.search('インストール');
    expect(heading.sections[0].url).toBe('/ja-JP/docs/get-started#install');
    expect(engine.search('環境変数')[0].route).toBe('/ja-JP/docs/get-started');
  });

  it('returns at most 5 pages with at most 5 sections each', async () => {
    const big: SearchChunk = {};
    for (let page = 0; page < 8; page += 1) {
      const data: Record<string, string> = {};
      for (let section = 0; section < 8; section += 1)
        data[`s${section}#Section ${section}`] = `Datasets hold items ${page}-${section}.`;
      big[`/docs/page-${page}`] = { title: `Page ${page}`, data };
    }
    const hits = (await engineFor(big)).search('datasets');
    expect(hits).toHaveLength(5);
    for (const hit of hits) expect(hit.sections).toHaveLength(5);
  });

  it('keeps one copy of a notebook served at two routes, the docs one', async () => {
    const notebook = { title: 'Low-level SDK', data: { '': 'Manual spans with start_span.' } };
    const engine = await engineFor({
      '/docs/sdk/python/low-level-sdk': notebook,
      '/guides/cookbook/python_low_level_sdk': notebook,
      '/docs/sdk/js/low-level-sdk': { title: 'Low-level SDK', data: { '': 'JS start_span too.' } },
    });
    expect(engine.search('start_span').map((hit) => hit.route)).toEqual(
      expect.arrayContaining(['/docs/sdk/python/low-level-sdk', '/docs/sdk/js/low-level-sdk']),
    );
    expect(engine.search('start_span')).toHaveLength(2);
  });

  it('answers from titles and headings before section text is indexed', () => {
    const engine = new SearchEngine();
    for (const [route, entry] of Object.entries(chunk)) engine.addPage(route, entry);
    engine.finishPages();
    expect(engine.search('flushing')[0].sections[0].url).toBe('/docs/sdk/python/sdk-v3#flushing');
    expect(engine.search('replays')).toEqual([]);
    engine.attachBodyIndex(Index);
    expect(engine.indexBodies()).toBe(true);
    expect(engine.search('replays')[0].route).toBe('/docs/tracing-features/sessions');
  });

  it('finds the word a mistyped one of five or more letters was meant to be', async () => {
    const engine = await engineFor();
    // A swapped pair of letters counts as one edit; the word meant is searched instead.
    const hits = engine.search('obsevre');
    expect(hits.map((hit) => hit.route)).toEqual(engine.search('observe').map((hit) => hit.route));
    const decorator = hits.find((hit) => hit.route === '/docs/decorators');
    expect(marked(decorator?.sections[0].snippet ?? [])).toEqual(['observe']);
    // Long words may be two edits away; a mistyped word among correct ones.
    expect(engine.search('convresaton')[0].route).toBe('/docs/tracing-features/sessions');
    expect(engine.search('sessions replyas')[0].sections[0].url).toBe(
      '/docs/tracing-features/sessions#in-the-ui',
    );
    // Nothing near enough: no guess.
    expect(engine.search('zzzzzzz')).toEqual([]);
  });

  it('never corrects a word the index holds', async () => {
    const engine = await engineFor({
      '/docs/sampler': { title: 'Custom sampler', data: { '': 'Write a sampler class.' } },
      '/docs/sample': { title: 'Sample rate', data: { '': 'Keep a sample of traces.' } },
    });
    expect(engine.search('sampler').map((hit) => hit.route)).toEqual(['/docs/sampler']);
    expect(engine.search('sampel')[0].route).toBe('/docs/sample');
  });

  it('leaves words shorter than five letters uncorrected', async () => {
    const engine = await engineFor({
      '/docs/spans': { title: 'Spans', data: { '': 'A span has a start and an end.' } },
    });
    expect(engine.search('spna')).toEqual([]);
    expect(engine.search('sapns')[0].route).toBe('/docs/spans');
  });

  it('corrects a title word before section text is indexed', () => {
    const engine = new SearchEngine();
    for (const [route, entry] of Object.entries(chunk)) engine.addPage(route, entry);
    engine.finishPages();
    expect(engine.search('flsuhing')[0].sections[0].url).toBe('/docs/sdk/python/sdk-v3#flushing');
  });

  it('finds other forms of a word in titles, headings and text', async () => {
    const engine = await engineFor({
      '/docs/users': { title: 'Users', data: { 'setting#Setting the user': 'Pass an id.' } },
      '/docs/other': { title: 'Other', data: { '': 'Every user gets a row.' } },
    });
    expect(engine.search('user').map((hit) => hit.route)).toEqual(['/docs/users', '/docs/other']);
    expect(engine.search('users').map((hit) => hit.route)).toEqual(['/docs/users', '/docs/other']);
    expect(engine.search('creating').map((hit) => hit.route)).toEqual([]);
  });

  it('puts a reference page ahead of a changelog entry and a question ahead of a statement', async () => {
    // Same words each; the page listed first would win a tie.
    const engine = await engineFor({
      '/changelog/masking': { title: 'Masking', data: { '': 'Mask emails in traces.' } },
      '/docs/masking': { title: 'Masking', data: { '': 'Mask emails in traces.' } },
      '/docs/missing': { title: 'Traces missing', data: { '': 'Flush first.' } },
      '/faq/missing': { title: 'Why are traces missing?', data: { '': 'Flush first.' } },
    });
    expect(engine.search('masking')[0].route).toBe('/docs/masking');
    expect(engine.search('traces missing')[0].route).toBe('/docs/missing');
    expect(engine.search('why traces missing')[0].route).toBe('/faq/missing');
  });

  it('warms up with the first title word typed out, then with the next word', async () => {
    const engine = await engineFor({
      '/docs/a': { title: 'Prompt management', data: { '': 'x' } },
    });
    expect(engine.warmUpQueries()).toEqual([
      'p',
      'pr',
      'pro',
      'prom',
      'promp',
      'prompt',
      'prompt management',
    ]);
  });
});
