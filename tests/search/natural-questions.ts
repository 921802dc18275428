/**
 * Natural questions (natural-questions.json): asked the way readers ask,
 * in their own words rather than the pages' titles, with typos, at length
 * and in Japanese, each with the pages that answer it. Graded per surface
 * (search-surfaces.ts) by the rank of the first answering page among the
 * distinct pages a surface lists for the question.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SurfaceSearch } from './search-surfaces';

export interface NaturalQuestion {
  question: string;
  /** The locale whose pages are searched; en-US when absent. */
  locale?: string;
  /** Routes of the pages that answer it, any of them counts. */
  answers: string[];
}

export const naturalQuestions = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'natural-questions.json'), 'utf8'),
) as NaturalQuestion[];

export const DEFAULT_LOCALE = 'en-US';

export interface Graded {
  recallAt5: number;
  mrr: number;
  /** Per question: the routes listed (at most 5), and the 1-based rank of the answer, 0 for none. */
  runs: { question: NaturalQuestion; routes: string[]; rank: number }[];
}

export async function grade(
  search: SurfaceSearch,
  questions: readonly NaturalQuestion[] = naturalQuestions,
): Promise<Graded> {
  const runs: Graded['runs'] = [];
  for (const question of questions) {
    const routes = (await search(question.question, question.locale ?? DEFAULT_LOCALE)).slice(0, 5);
    const rank = routes.findIndex((route) => question.answers.includes(route)) + 1;
    runs.push({ question, routes, rank });
  }
  const found = runs.filter((run) => run.rank > 0);
  return {
    recallAt5: found.length / runs.length,
    mrr: found.reduce((sum, run) => sum + 1 / run.rank, 0) / runs.length,
    runs,
  };
}
