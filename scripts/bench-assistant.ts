/**
 * The docs assistant in `npm run bench`:
 * - retrieval quality over the site's own content: recall@5 and MRR of the
 *   questions in tests/assistant/retrieval-questions.json, ranked by the same
 *   module the edge runs, over the built site's /_content/assistant data;
 * - retrieval latency at the edge: GET /api/search-docs round trips against a
 *   second local stack (wrangler + workerd) serving the generated 2,000-page
 *   corpus, p50 and p95 after warm-up (the first request, which builds the
 *   index in the isolate, is reported on its own);
 * - time to the first streamed byte and the first answer text of
 *   POST /api/ask-ai with the loopback OpenAI-compatible model.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { random } from '../build-content/bench/corpus.ts';
import type { AssistantIndex, SearchChunk } from '../build-content/bundle-format.ts';
import { assistantIndexText, assistantPage } from '../build-content/lib/assistant-index.ts';
import { buildRetriever } from '../functions/_lib/assistant/retrieval.ts';
import { buildSearchIndex } from '../src/features/search/engine.ts';
import { evalQuestions, evaluateRetrieval } from '../tests/assistant/retrieval-eval.ts';
import { startFakeModel } from '../tests/support/fake-model-server.ts';
import type { Benchmark, BenchRow } from './bench.ts';
import { startLocalStack } from './local-stack.ts';
import { generateSearchChunk } from './search-bench-corpus.ts';
import { percentile, round } from './stats.ts';

const root = path.resolve(import.meta.dirname, '..');
const LOCALE = 'en-US';

/** A site folder holding only what the assistant endpoints read: manifest and assistant data. */
function writeCorpusSite(dir: string): string[] {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, '_content', 'assistant'), { recursive: true });
  const chunk = generateSearchChunk(2000);
  const pages = Object.entries(chunk).map(([route, { title, data }]) =>
    assistantPage(
      route,
      title,
      Object.keys(data)
        .map((key) => key.split('#')[0])
        .filter(Boolean),
      data,
    ),
  );
  writeFileSync(
    path.join(dir, '_content', 'assistant', `${LOCALE}.json`),
    assistantIndexText(LOCALE, pages),
  );
  writeFileSync(
    path.join(dir, '_content', 'manifest.json'),
    JSON.stringify({
      buildId: 'bench',
      defaultLocale: LOCALE,
      locales: [{ locale: LOCALE, name: 'English', direction: 'ltr' }],
    }),
  );
  writeFileSync(path.join(dir, '_content', 'routes.json'), JSON.stringify(Object.keys(chunk)));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>bench</title>');
  // Queries: three to five consecutive words of random sections.
  const next = random(7);
  const texts = Object.values(chunk).flatMap(({ data }) => Object.values(data));
  return Array.from({ length: 300 }, () => {
    const words = texts[Math.floor(next() * texts.length)].split(' ');
    const length = 3 + Math.floor(next() * 3);
    const start = Math.floor(next() * Math.max(1, words.length - length));
    return words
      .slice(start, start + length)
      .join(' ')
      .replace(/[.]/g, '');
  });
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function retrievalQuality(baseURL: string): Promise<BenchRow[]> {
  const response = await fetch(`${baseURL}/_content/assistant/${LOCALE}.json`);
  const { buildId } = (await (await fetch(`${baseURL}/_content/manifest.json`)).json()) as {
    buildId: string;
  };
  const chunk = await fetch(`${baseURL}/_content/${buildId}/search/${LOCALE}.json`);
  const engine = await buildSearchIndex((await chunk.json()) as SearchChunk);
  const result = evaluateRetrieval(
    buildRetriever((await response.json()) as AssistantIndex, engine),
  );
  return [
    {
      name: 'Assistant retrieval recall@5',
      value: Math.round(result.recallAt5 * 1000) / 1000,
      unit: '',
      detail: `${evalQuestions.length} questions; target ≥ 0.9`,
    },
    {
      name: 'Assistant retrieval MRR',
      value: Math.round(result.mrr * 1000) / 1000,
      unit: '',
      detail: `misses: ${result.misses.length}`,
    },
  ];
}

export const assistantBenchmark: Benchmark = async ({ baseURL, runs }) => {
  const rows = await retrievalQuality(baseURL);
  const port = Number(process.env.BENCH_ASSISTANT_PORT ?? Number(new URL(baseURL).port) + 100);
  const out = path.join(root, '.cache', `bench-assistant-${port}`);
  const queries = writeCorpusSite(path.join(out, 'dist'));
  const model = await startFakeModel(0);
  const stack = await startLocalStack({
    port,
    dir: path.join(out, 'dist'),
    state: path.join(out, 'state'),
    vars: { ASK_AI_BASE_URL: model.url, ASK_AI_MODEL: 'loopback', ASK_AI_RATE_LIMIT: '100000' },
  });
  try {
    const search = (q: string) =>
      fetch(`${stack.url}/api/search-docs?q=${encodeURIComponent(q)}&limit=5`).then((r) => {
        if (!r.ok) throw new Error(`search-docs answered ${r.status}`);
        return r.json();
      });
    const cold = await timed(() => search(queries[0]));
    for (const q of queries.slice(1, 21)) await search(q);
    const warm: number[] = [];
    for (const q of queries.slice(21)) warm.push(await timed(() => search(q)));
    warm.sort((a, b) => a - b);
    rows.push(
      {
        name: 'Assistant retrieval, first request (builds the index)',
        value: round(cold),
        unit: 'ms',
        detail: '2,000 pages, 12,000 sections',
      },
      {
        name: 'Assistant retrieval at the edge (p50)',
        value: round(percentile(warm, 0.5)),
        unit: 'ms',
        detail: `${warm.length} queries over HTTP`,
      },
      {
        name: 'Assistant retrieval at the edge (p95)',
        value: round(percentile(warm, 0.95)),
        unit: 'ms',
        budget: 30,
      },
    );

    const firstByte: number[] = [];
    const firstText: number[] = [];
    for (let run = 0; run < Math.max(5, runs); run++) {
      const start = performance.now();
      const response = await fetch(`${stack.url}/api/ask-ai`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ role: 'user', content: queries[run] }] }),
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let seen = '';
      let gotByte = false;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!gotByte) {
          firstByte.push(performance.now() - start);
          gotByte = true;
        }
        seen += decoder.decode(value, { stream: true });
        if (seen.includes('event: delta')) {
          firstText.push(performance.now() - start);
          await reader.cancel();
          break;
        }
      }
    }
    firstByte.sort((a, b) => a - b);
    firstText.sort((a, b) => a - b);
    rows.push(
      {
        name: 'Ask AI: first streamed byte (median)',
        value: round(percentile(firstByte, 0.5)),
        unit: 'ms',
        detail: 'sources event; loopback model',
      },
      {
        name: 'Ask AI: first answer text (median)',
        value: round(percentile(firstText, 0.5)),
        unit: 'ms',
        detail: 'first model delta through the link check',
      },
    );
  } finally {
    await stack.stop();
    model.server.close();
  }
  return rows;
};
