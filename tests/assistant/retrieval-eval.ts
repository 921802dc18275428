/**
 * The assistant's retrieval evaluation: each question of
 * retrieval-questions.json names the page (and, where one section answers it,
 * the section) a developer needs. A question counts as found at rank r when
 * the r-th retrieved section is on that page (and is that section, if named),
 * or on one of the listed alternatives that answer the question as well.
 * Shared by the test (recall gate) and `npm run bench` (which prints MRR too).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssistantIndex, SearchChunk } from '../../build-content/bundle-format';
import { buildRetriever, type Retriever } from '../../functions/_lib/assistant/retrieval';
import { buildSearchIndex } from '../../src/features/search/engine';

export interface EvalTarget {
  route: string;
  /** "" is the page's introduction; absent means any section of the page. */
  section?: string;
}

/** The page that answers, and other pages that answer it just as well. */
export interface EvalQuestion extends EvalTarget {
  question: string;
  alternatives?: EvalTarget[];
}

export const evalQuestions = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'retrieval-questions.json'), 'utf8'),
) as EvalQuestion[];

export function readAssistantIndex(bundleDir: string, locale = 'en-US'): AssistantIndex {
  const file = path.join(bundleDir, '_content', 'assistant', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as AssistantIndex;
}

/** The locale's full search chunk of a built bundle, which every search surface ranks over. */
export function readSearchChunk(bundleDir: string, locale = 'en-US'): SearchChunk {
  const root = path.join(bundleDir, '_content');
  const { buildId } = JSON.parse(readFileSync(path.join(root, 'manifest.json'), 'utf8')) as {
    buildId: string;
  };
  return JSON.parse(
    readFileSync(path.join(root, buildId, 'search', `${locale}.json`), 'utf8'),
  ) as SearchChunk;
}

/** The assistant's retriever over a built bundle, as the edge builds it. */
export async function bundleRetriever(bundleDir: string, locale = 'en-US'): Promise<Retriever> {
  return buildRetriever(
    readAssistantIndex(bundleDir, locale),
    await buildSearchIndex(readSearchChunk(bundleDir, locale)),
  );
}

export interface EvalResult {
  recallAt5: number;
  mrr: number;
  misses: { question: string; expected: string; got: string[] }[];
}

export function evaluateRetrieval(retriever: Retriever, questions = evalQuestions): EvalResult {
  let found = 0;
  let reciprocal = 0;
  const misses: EvalResult['misses'] = [];
  for (const q of questions) {
    const results = retriever.search(q.question, 5);
    const targets: EvalTarget[] = [q, ...(q.alternatives ?? [])];
    const rank = results.findIndex((r) =>
      targets.some(
        (t) => r.route === t.route && (t.section === undefined || r.anchor === t.section),
      ),
    );
    if (rank >= 0) {
      found++;
      reciprocal += 1 / (rank + 1);
    } else {
      misses.push({
        question: q.question,
        expected: q.section ? `${q.route}#${q.section}` : q.route,
        got: results.map((r) => `${r.route}#${r.anchor}`),
      });
    }
  }
  return { recallAt5: found / questions.length, mrr: reciprocal / questions.length, misses };
}
