/**
 * The semantic half of retrieval: the build's section vectors
 * (assistant-vectors.ts), ranked by cosine similarity to the question's
 * vector, and reciprocal rank fusion of that ranking with BM25's. Fusion by
 * rank, not score, because the two scales have nothing in common.
 */
import { type AssistantVectors, decodeVectors } from '../../../build-content/lib/assistant-vectors';

/** RRF's damping constant: 60 is the value of the original paper and of most search engines. */
export const RRF_K = 60;

export class SectionVectors {
  readonly model: string;
  readonly count: number;
  private readonly dimensions: number;
  private readonly values: Int8Array;
  private readonly norms: Float64Array;

  private constructor(data: AssistantVectors, values: Int8Array) {
    this.model = data.model;
    this.count = data.sections;
    this.dimensions = data.dimensions;
    this.values = values;
    this.norms = new Float64Array(this.count);
    for (let s = 0; s < this.count; s++) {
      let sum = 0;
      for (let d = s * this.dimensions, end = d + this.dimensions; d < end; d++)
        sum += values[d] * values[d];
      this.norms[s] = Math.sqrt(sum);
    }
  }

  /** null when the file is malformed. */
  static from(data: AssistantVectors): SectionVectors | null {
    const values = decodeVectors(data);
    return values && data.dimensions > 0 ? new SectionVectors(data, values) : null;
  }

  /**
   * Section ids best first by cosine similarity (times `weightOf`, the
   * section's prior), only sections that point the question's way at all.
   */
  rank(
    query: ArrayLike<number>,
    depth: number,
    weightOf: (id: number) => number = () => 1,
  ): number[] {
    if (query.length !== this.dimensions) return [];
    let queryNorm = 0;
    for (let d = 0; d < query.length; d++) queryNorm += query[d] * query[d];
    queryNorm = Math.sqrt(queryNorm);
    if (queryNorm === 0) return [];
    const best: { id: number; score: number }[] = [];
    for (let s = 0; s < this.count; s++) {
      if (this.norms[s] === 0) continue;
      let dot = 0;
      const base = s * this.dimensions;
      for (let d = 0; d < this.dimensions; d++) dot += query[d] * this.values[base + d];
      const score = (dot / (queryNorm * this.norms[s])) * weightOf(s);
      if (score <= 0) continue;
      if (best.length === depth) {
        if (score <= best[depth - 1].score) continue;
        best.pop();
      }
      let at = best.length;
      while (at > 0 && best[at - 1].score < score) at--;
      best.splice(at, 0, { id: s, score });
    }
    return best.map((entry) => entry.id);
  }
}

/**
 * Reciprocal rank fusion: each list gives an id 1 / (k + rank); the sums,
 * best first (ties: lower id first). An id near the top of both lists beats
 * one at the top of only one.
 */
export function fuseRankings(lists: number[][], k = RRF_K): { id: number; score: number }[] {
  const scores = new Map<number, number>();
  for (const list of lists)
    for (const [rank, id] of list.entries())
      scores.set(id, (scores.get(id) ?? 0) + 1 / (k + rank + 1));
  return [...scores]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
}
