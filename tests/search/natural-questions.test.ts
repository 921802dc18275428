/**
 * Natural questions on every search surface (natural-questions.ts): each
 * surface finds an answering page in its top 5 for at least 97% of them,
 * with an MRR of at least 0.85, and all four put the same page first.
 */
import { describe, expect, inject, it } from 'vitest';
import { type Graded, grade, naturalQuestions } from './natural-questions';
import { SURFACES, type Surface, searchSurfaces } from './search-surfaces';

const RECALL_AT_5_TARGET = 0.97;
const MRR_TARGET = 0.85;

let graded: Promise<Record<Surface, Graded>> | undefined;

function gradedSurfaces() {
  graded ??= (async () => {
    const bundle = inject('contentTestBundle');
    if (bundle.failure) throw new Error(bundle.failure);
    const surfaces = await searchSurfaces(bundle.dir);
    const results = {} as Record<Surface, Graded>;
    for (const surface of SURFACES) results[surface] = await grade(surfaces[surface]);
    return results;
  })();
  return graded;
}

describe('natural questions', () => {
  it('has at least 120 questions, Japanese ones among them, each naming answers', () => {
    expect(naturalQuestions.length).toBeGreaterThanOrEqual(120);
    expect(naturalQuestions.some((entry) => entry.locale === 'ja-JP')).toBe(true);
    for (const entry of naturalQuestions) expect(entry.answers.length).toBeGreaterThan(0);
  });

  it.each(SURFACES)('%s finds the answer in the top 5 of 97%%, MRR ≥ 0.85', async (surface) => {
    const { recallAt5, mrr, runs } = (await gradedSurfaces())[surface];
    const misses = runs
      .filter((run) => run.rank !== 1)
      .map((run) => `  ${run.rank || '-'} "${run.question.question}" → ${run.routes.join(' ')}`);
    console.log(
      `${surface}: recall@5 ${recallAt5.toFixed(3)}, MRR ${mrr.toFixed(3)} over ${runs.length} questions\n${misses.join('\n')}`,
    );
    expect(recallAt5).toBeGreaterThanOrEqual(RECALL_AT_5_TARGET);
    expect(mrr).toBeGreaterThanOrEqual(MRR_TARGET);
  });

  it('puts the same page first on every surface', async () => {
    const results = await gradedSurfaces();
    const differing = naturalQuestions.flatMap((entry, index) => {
      const firsts = SURFACES.map((surface) => results[surface].runs[index].routes[0]);
      return new Set(firsts).size === 1 ? [] : [`"${entry.question}": ${firsts.join(' | ')}`];
    });
    expect(differing).toEqual([]);
  });
});
