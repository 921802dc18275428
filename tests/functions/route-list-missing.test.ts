/**
 * Without the build's route list no page can be checked: posts are refused as
 * a temporary failure and nothing is stored unchecked. (Its own file: the
 * route list is cached per isolate once it loads.)
 */
import { env } from 'cloudflare:test';
import { afterEach, expect, it } from 'vitest';
import * as feedback from '../../functions/api/feedback';
import { postJson } from './call-function';

const assets = env.ASSETS;

const postVote = () =>
  postJson(feedback.onRequestPost, 'https://site.test/api/feedback', {
    page: '/docs',
    feedback: 'positive',
  });

afterEach(() => {
  env.ASSETS = assets;
});

it('answers 503 with Retry-After when /_content/routes.json cannot be read', async () => {
  // The asset server of a deploy whose bundle lacks the list.
  env.ASSETS = {
    fetch: async () => new Response('Not Found', { status: 404 }),
    connect: assets.connect.bind(assets),
  } as Fetcher;
  const response = await postVote();
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect((await response.json<{ error: string }>()).error).toMatch(/page list/);
  const stored = await env.DB.prepare('SELECT count(*) AS n FROM feedback').first<{ n: number }>();
  expect(stored?.n).toBe(0);

  // Once the list is back, the same post is stored.
  env.ASSETS = assets;
  const retried = await postVote();
  expect(retried.status).toBe(201);
});
