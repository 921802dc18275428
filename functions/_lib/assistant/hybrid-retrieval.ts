/**
 * Retrieval for a question: BM25 alone, or, when an embeddings endpoint is
 * configured at runtime (ASK_AI_EMBEDDINGS_*, the same as at build time) and
 * the build wrote section vectors with that model, BM25 fused with the
 * question's nearest sections by embedding. Whatever goes wrong on the
 * semantic side (no vectors, another model, the endpoint down or slow), the
 * reader still gets the BM25 ranking.
 */
import {
  type EmbeddingsConfig,
  embeddingsConfigFrom,
  requestEmbeddings,
} from '../../../build-content/lib/assistant-vectors';
import type { Env } from '../env';
import { loadSectionVectors } from './load-retriever';
import { type RetrievedSection, type Retriever, shortlistSize } from './retrieval';
import type { SectionVectors } from './vector-ranking';

/** The question's vector must not hold up the answer for long. */
const EMBEDDING_TIMEOUT_MS = 3000;

export interface HybridInput {
  retriever: Retriever;
  vectors: SectionVectors | null;
  embeddings: EmbeddingsConfig | null;
  question: string;
  limit: number;
  timeoutMs?: number;
}

export async function hybridSearch(input: HybridInput): Promise<RetrievedSection[]> {
  const { retriever, vectors, embeddings, question, limit } = input;
  const lexicalOnly = () => retriever.search(question, limit);
  if (!embeddings || !vectors) return lexicalOnly();
  if (vectors.model !== embeddings.model || vectors.count !== retriever.sectionCount) {
    console.warn(
      JSON.stringify({
        event: 'ask-ai.vectors-mismatch',
        built: { model: vectors.model, sections: vectors.count },
        runtime: { model: embeddings.model, sections: retriever.sectionCount },
      }),
    );
    return lexicalOnly();
  }
  try {
    const [queryVector] = await requestEmbeddings(
      embeddings,
      [question],
      AbortSignal.timeout(input.timeoutMs ?? EMBEDDING_TIMEOUT_MS),
    );
    const semantic = vectors.rank(queryVector, shortlistSize(limit), retriever.sectionFactor);
    return retriever.search(question, limit, semantic);
  } catch (error) {
    console.warn(JSON.stringify({ event: 'ask-ai.embeddings-failed', message: String(error) }));
    return lexicalOnly();
  }
}

/** hybridSearch with the endpoint from `env` and the vectors of the retriever's locale. */
export async function retrieveSections(
  env: Env,
  origin: string,
  retriever: Retriever,
  question: string,
  limit: number,
): Promise<RetrievedSection[]> {
  const embeddings = embeddingsConfigFrom(env);
  const vectors = embeddings
    ? await loadSectionVectors(env.ASSETS, origin, retriever.locale)
    : null;
  return hybridSearch({ retriever, vectors, embeddings, question, limit });
}
