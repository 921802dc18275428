/**
 * Prefetches links as they scroll into view, a few at a time and only when the
 * browser is idle, so a long sidebar never competes with the page being read.
 */
import { whenIdle } from '../app/when-idle';

type Job = () => void;

const queue: Job[] = [];
let scheduled = false;
let observer: IntersectionObserver | null = null;
const jobs = new WeakMap<Element, Job>();

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

function drain() {
  scheduled = false;
  for (const job of queue.splice(0, 4)) job();
  if (queue.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  whenIdle(drain, { timeout: 2000, fallback: 200 });
}

export function observeForPrefetch(element: Element, job: Job): () => void {
  if (typeof IntersectionObserver === 'undefined' || saveData()) return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const pending = jobs.get(entry.target);
      observer?.unobserve(entry.target);
      if (pending) {
        jobs.delete(entry.target);
        queue.push(pending);
        schedule();
      }
    }
  });
  jobs.set(element, job);
  observer.observe(element);
  return () => {
    jobs.delete(element);
    observer?.unobserve(element);
  };
}
