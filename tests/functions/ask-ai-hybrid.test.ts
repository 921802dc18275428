import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssistantIndex, SearchChunk } from '../../build-content/bundle-format';
import {
  type EmbeddingsConfig,
  encodeVectors,
  quantize,
  requestEmbeddings,
  sectionEmbeddingText,
} from '../../build-content/lib/assistant-vectors';
import { hybridSearch } from '../../functions/_lib/assistant/hybrid-retrieval';
import { buildRetriever, type Retriever } from '../../functions/_lib/assistant/retrieval';
import { fuseRankings, SectionVectors } from '../../functions/_lib/assistant/vector-ranking';
import { buildSearchIndex } from '../../src/features/search/engine';

// The fixture site's assistant data; vectors from the loopback model's embeddings endpoint.
let index: AssistantIndex;
let retriever: Retriever;
let vectors: SectionVectors;
let embeddings: EmbeddingsConfig;

beforeAll(async () => {
  const response = await env.ASSETS.fetch('https://site.test/_content/assistant/en.json');
  index = (await response.json()) as AssistantIndex;
  const chunk = await env.ASSETS.fetch('https://site.test/_content/b1/search/en.json');
  retriever = buildRetriever(index, await buildSearchIndex((await chunk.json()) as SearchChunk));
  embeddings = { baseUrl: env.ASK_AI_BASE_URL as string, model: 'fake-embed' };
  const texts = index.pages.flatMap((page) =>
    page.sections.map(([, heading, text]) => sectionEmbeddingText(page.title, heading, text)),
  );
  const raw = await requestEmbeddings(embeddings, texts);
  vectors = SectionVectors.from(encodeVectors(raw.map(quantize), 'fake-embed')) as SectionVectors;
});

describe('reciprocal rank fusion', () => {
  it('puts what both rankings found ahead of what one found, ties by id', () => {
    // 3 is third and first; 1 only first; 2 and 4 only second (a tie).
    expect(
      fuseRankings([
        [1, 2, 3],
        [3, 4],
      ]).map((entry) => entry.id),
    ).toEqual([3, 1, 2, 4]);
    const [top] = fuseRankings([[7], [7]], 60);
    expect(top.score).toBeCloseTo(2 / 61);
  });

  it('ranks sections by cosine similarity, nearest first, and ignores a vector of another size', () => {
    const data = encodeVectors(
      [
        [1, 0, 0],
        [0.6, 0.8, 0],
        [0, 0, 1],
        [-1, 0, 0],
      ].map(quantize),
      'm',
    );
    const ranked = SectionVectors.from(data) as SectionVectors;
    expect(ranked.rank([0.9, 0.1, 0], 10)).toEqual([0, 1]);
    expect(ranked.rank([0, 1, 0.1], 10)).toEqual([1, 2]);
    expect(ranked.rank([0, 1, 0.1], 1)).toEqual([1]);
    expect(ranked.rank([1, 0], 10)).toEqual([]);
  });
});

describe('hybrid retrieval at the edge', () => {
  const question = 'Which credentials do I need before exit?';
  const routes = (results: { route: string; anchor: string }[]) =>
    results.map((result) => `${result.route}#${result.anchor}`);

  it('adds the section that answers by meaning to the BM25 ranking', async () => {
    const lexical = await hybridSearch({
      retriever,
      vectors,
      embeddings: null,
      question,
      limit: 5,
    });
    const hybrid = await hybridSearch({ retriever, vectors, embeddings, question, limit: 5 });
    // "credentials" is no word of the fixture; the getting-started section mentions API keys.
    expect(routes(lexical)).not.toContain('/docs#get-started');
    expect(routes(hybrid)).toContain('/docs#get-started');
    expect(routes(lexical).length).toBeGreaterThan(0);
  });

  it('falls back to BM25 alone when the endpoint fails, or the vectors are of another model', async () => {
    const lexical = retriever.search(question, 5);
    const failing = await hybridSearch({
      retriever,
      vectors,
      embeddings: { ...embeddings, model: 'fail' },
      question,
      limit: 5,
    });
    expect(failing).toEqual(lexical);
    const unreachable = await hybridSearch({
      retriever,
      vectors,
      embeddings: { ...embeddings, baseUrl: 'http://127.0.0.1:9/v1' },
      question,
      limit: 5,
    });
    expect(unreachable).toEqual(lexical);
    const otherModel = await hybridSearch({
      retriever,
      vectors,
      embeddings: { ...embeddings, model: 'another-model' },
      question,
      limit: 5,
    });
    expect(otherModel).toEqual(lexical);
  });
});
