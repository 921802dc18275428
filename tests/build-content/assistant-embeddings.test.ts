import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantIndex, SearchChunk } from '../../build-content/bundle-format.ts';
import {
  type AssistantVectors,
  decodeVectors,
  type EmbeddingsConfig,
  requestEmbeddings,
} from '../../build-content/lib/assistant-vectors.ts';
import { type BuildOutput, ContentBuilder } from '../../build-content/lib/builder.ts';
import { buildRetriever, shortlistSize } from '../../functions/_lib/assistant/retrieval.ts';
import { SectionVectors } from '../../functions/_lib/assistant/vector-ranking.ts';
import { buildSearchIndex } from '../../src/features/search/engine.ts';
import { FAKE_DIMENSIONS } from '../support/fake-embeddings.ts';
import { embeddingRequests, startFakeModel } from '../support/fake-model-server.ts';
import { tempDir, testSiteConfig } from './helpers.ts';

// Three short guides; only "Sampling" answers a question about paying less, in other words.
const PAGES: Record<string, string> = {
  'index.md': '# Home\n\nObservability for LLM applications.\n',
  'docs/sampling.md':
    '# Sampling\n\nRecord a fraction of traces.\n\n## Configure the rate\n\nSet the sample rate between 0 and 1 when you create the client.\n',
  'docs/exports.md':
    '# Exports\n\nDownload spans as CSV.\n\n## Export in bulk\n\nThe bulk export writes spans and scores to a bucket every night.\n',
  'docs/keys.md':
    '# API keys\n\nCreate a key in the project settings and keep it out of the repository.\n',
};
const INDEX = '_content/assistant/en-US.json';
const VECTORS = '_content/assistant/en-US.vectors.json';

let server: Server;
let config: EmbeddingsConfig;
let contentDir: string;

beforeAll(async () => {
  const fake = await startFakeModel(0);
  server = fake.server;
  config = { baseUrl: fake.url, model: 'fake-embed' };
  contentDir = tempDir('embeddings-content');
  for (const [file, text] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
    writeFileSync(path.join(contentDir, file), text);
  }
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function build(
  embeddings: EmbeddingsConfig | false,
  cacheDir: string | false = false,
): Promise<BuildOutput> {
  const builder = new ContentBuilder({
    contentDir,
    cacheDir,
    workers: 0,
    publicDir: false,
    siteConfig: testSiteConfig,
    embeddings,
  });
  try {
    const output = await builder.build();
    expect(output.errors).toEqual([]);
    return output;
  } finally {
    await builder.close();
  }
}

const text = (output: BuildOutput, file: string) => {
  const content = output.files.get(file);
  return content === undefined ? undefined : String(content);
};

describe('assistant embeddings at build time', () => {
  it('writes one vector per assistant section, from the configured endpoint', async () => {
    const before = embeddingRequests.length;
    const output = await build(config);
    const index = JSON.parse(text(output, INDEX) as string) as AssistantIndex;
    const sections = index.pages.flatMap((page) => page.sections);
    const vectors = JSON.parse(text(output, VECTORS) as string) as AssistantVectors;
    expect(vectors).toMatchObject({
      version: 1,
      model: 'fake-embed',
      dimensions: FAKE_DIMENSIONS,
      sections: sections.length,
    });
    expect(sections.length).toBeGreaterThanOrEqual(5);
    const values = decodeVectors(vectors) as Int8Array;
    expect(values).toHaveLength(sections.length * FAKE_DIMENSIONS);
    // Every section has a vector of its own, and they are not all the same.
    const rows = sections.map((_, i) =>
      values.subarray(i * FAKE_DIMENSIONS, (i + 1) * FAKE_DIMENSIONS).join(','),
    );
    expect(new Set(rows).size).toBe(sections.length);
    // Sent in batches, each text once; the vectors file is part of the bundle's hashes.
    const sent = embeddingRequests.slice(before).flat();
    expect(sent).toHaveLength(sections.length);
    expect(sent.some((input) => input.includes('Sampling › Configure the rate'))).toBe(true);
    expect(output.changes.written).toContain(VECTORS);
  });

  it('asks the endpoint again only for sections it has not seen, and is deterministic', async () => {
    const cacheDir = tempDir('embeddings-cache');
    const first = await build(config, cacheDir);
    const afterFirst = embeddingRequests.length;
    const second = await build(config, cacheDir);
    expect(embeddingRequests.length).toBe(afterFirst);
    expect(text(second, VECTORS)).toBe(text(first, VECTORS));
    expect(second.buildId).toBe(first.buildId);
  });

  it('without an endpoint writes no vectors and the same index', async () => {
    const withVectors = await build(config);
    const without = await build(false);
    expect(without.files.has(VECTORS)).toBe(false);
    expect(text(without, INDEX)).toBe(text(withVectors, INDEX));
    expect(without.buildId).toBe(withVectors.buildId);
  });

  it('a failing endpoint costs the vectors, with a warning, not the build', async () => {
    const output = await build({ ...config, model: 'fail' });
    expect(output.files.has(VECTORS)).toBe(false);
    expect(output.warnings.map((warning) => warning.message).join('\n')).toMatch(
      /assistant embeddings skipped .*500/,
    );
  });

  it('ranks up a section that matches the question only in meaning', async () => {
    const output = await build(config);
    const chunk = text(output, `_content/${output.buildId}/search/en-US.json`) as string;
    const retriever = buildRetriever(
      JSON.parse(text(output, INDEX) as string) as AssistantIndex,
      await buildSearchIndex(JSON.parse(chunk) as SearchChunk),
    );
    const vectors = SectionVectors.from(
      JSON.parse(text(output, VECTORS) as string),
    ) as SectionVectors;
    const question = 'How can I cut the bill by keeping a portion of the spans?';
    const place = (results: { route: string }[]) =>
      results.findIndex((result) => result.route === '/docs/sampling');

    const lexical = retriever.search(question, 5);
    // The question's vector from the same endpoint, as the edge asks for it.
    const [queryVector] = await requestEmbeddings(config, [question]);
    const semantic = vectors.rank(queryVector, shortlistSize(5), retriever.sectionFactor);
    const hybrid = retriever.search(question, 5, semantic);
    // BM25 finds the pages that say "spans"; the sampling guide says none of the question's words.
    expect(lexical.length).toBeGreaterThan(0);
    expect(place(lexical)).toBe(-1);
    expect(semantic[0]).toBeDefined();
    expect(place(hybrid)).toBeGreaterThanOrEqual(0);
    // Fusion keeps what both rankings agree on ahead of what only one of them found.
    expect(hybrid[0].route).toBe('/docs/exports');
    // With no semantic ranking the search is BM25's, unchanged.
    expect(retriever.search(question, 5, [])).toEqual(lexical);
  });
});
