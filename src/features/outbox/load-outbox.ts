/**
 * The outbox's code loads on demand: when a reader moves towards something
 * that posts (prepareOutbox), when a post is made, or on load when the mark in
 * local storage says posts are waiting. This file is all the first load holds.
 */
import { whenIdle } from '../../app/when-idle';
import { hasPending } from './outbox-flag';

type OutboxModule = typeof import('./outbox');

let loading: Promise<OutboxModule> | undefined;

export function loadOutbox(): Promise<OutboxModule> {
  loading ??= import('./outbox')
    .then((module) => {
      module.startOutbox();
      return module;
    })
    .catch((error: unknown) => {
      // Offline before the code was ever fetched: the next call tries again.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Fetches the outbox's code ahead of a post, so a post made offline can still be kept. */
export function prepareOutbox(): void {
  void loadOutbox().catch(() => {});
}

/** On page load: posts kept by an earlier visit are sent once the page is idle. */
export function resumePendingOutbox(): void {
  if (typeof window === 'undefined' || !hasPending()) return;
  whenIdle(prepareOutbox, { timeout: 5000, fallback: 1000 });
}
