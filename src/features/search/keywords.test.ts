import { describe, expect, it } from 'vitest';
import type { SearchChunk } from '../../../build-content/bundle-format';
import { buildSearchIndex } from './engine';
import type { Segment } from './highlight';

const text = (segments: Segment[]) => segments.map(([value]) => value).join('');

const chunk: SearchChunk = {
  '/self-hosting/authentication-sso': {
    title: 'Authentication and SSO',
    data: {
      '': 'Configure sign-in for your instance.',
      'oidc#OpenID Connect providers': 'Set the client id and secret of the provider.',
    },
    keywords: 'log in, identity provider, Okta, single sign-on',
  },
  '/docs/identity': {
    title: 'Identity provider setup',
    data: { '': 'Which identity provider fields the cloud needs.' },
  },
  '/docs/tracing-features/sessions': {
    title: 'Sessions',
    data: { '': 'Group the traces of one conversation.' },
    keywords: 'chat thread, conversation history',
  },
  '/docs/tracing': {
    title: 'Tracing overview',
    data: { '': 'A trace records one request; a chat thread is several.' },
  },
};

describe('keywords', () => {
  it('find a page by the words its readers use and its text lacks', async () => {
    const engine = await buildSearchIndex(chunk);
    expect(engine.search('okta')[0]?.route).toBe('/self-hosting/authentication-sso');
    expect(engine.search('log in with okta')[0]?.route).toBe('/self-hosting/authentication-sso');
  });

  it('rank below a title that holds the word', async () => {
    const engine = await buildSearchIndex(chunk);
    expect(engine.search('identity provider').map((hit) => hit.route)).toEqual([
      '/docs/identity',
      '/self-hosting/authentication-sso',
    ]);
  });

  it("rank above the same words in another page's text", async () => {
    const engine = await buildSearchIndex(chunk);
    expect(engine.search('chat thread')[0]?.route).toBe('/docs/tracing-features/sessions');
  });

  it('are shown nowhere: not in titles, headings or snippets', async () => {
    const engine = await buildSearchIndex(chunk);
    for (const hit of engine.search('okta single sign-on')) {
      expect(text(hit.title)).not.toMatch(/okta/i);
      for (const section of hit.sections) {
        expect(text(section.heading)).not.toMatch(/okta/i);
        expect(text(section.snippet)).not.toMatch(/okta/i);
      }
    }
  });

  it('come with the full chunk: a head-chunk engine finds them once its text is filled in', async () => {
    const { SearchEngine } = await import('./engine');
    const engine = new SearchEngine();
    for (const route in chunk) {
      const { keywords: _, ...head } = chunk[route];
      engine.addPage(route, head);
    }
    engine.finishPages();
    // The head chunk answers with what pages show: titles and headings.
    expect(engine.search('okta')).toEqual([]);
    for (const route in chunk) engine.fillText(route, chunk[route]);
    engine.clearCaches();
    expect(engine.search('okta')[0]?.route).toBe('/self-hosting/authentication-sso');
  });
});
