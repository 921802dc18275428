import { describe, expect, inject, it } from 'vitest';
import {
  bundleRetriever,
  evalQuestions,
  evaluateRetrieval,
  readAssistantIndex,
} from './retrieval-eval';

describe('assistant retrieval over the site content', () => {
  it('has at least 40 questions, each naming a page of the bundle', () => {
    const bundle = inject('contentTestBundle');
    const index = readAssistantIndex(bundle.dir);
    const routes = new Set(index.pages.map((page) => page.route));
    expect(evalQuestions.length).toBeGreaterThanOrEqual(40);
    for (const q of evalQuestions) {
      for (const target of [q, ...(q.alternatives ?? [])]) {
        expect(routes, target.route).toContain(target.route);
        const page = index.pages.find((p) => p.route === target.route);
        if (target.section) {
          expect(page?.anchors, `${target.route}#${target.section}`).toContain(target.section);
        }
      }
    }
  });

  it('finds the answering section in the top 5 for at least 90% of questions', async () => {
    const retriever = await bundleRetriever(inject('contentTestBundle').dir);
    const result = evaluateRetrieval(retriever);
    expect(result.recallAt5, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(0.9);
  });
});
