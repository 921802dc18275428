import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  glossaryForm,
  glossaryTerms,
  keywordsOf,
  MAX_KEYWORD_CHARS,
  searchEntry,
  searchKeywords,
} from '../../build-content/lib/search-keywords.ts';
import { buildTree, tempDir } from './helpers.ts';

const glossary = [
  ['SSO', 'single sign-on', 'identity provider'],
  ['environment variable', 'env var'],
  ['Kubernetes', 'k8s'],
];

describe('keywords front matter', () => {
  it('takes a YAML list or one comma-separated string, trimmed, without empty entries', () => {
    expect(keywordsOf(['env var', ' k8s '])).toEqual({ keywords: ['env var', 'k8s'] });
    expect(keywordsOf('group chats, , conversations')).toEqual({
      keywords: ['group chats', 'conversations'],
    });
    expect(keywordsOf(undefined)).toEqual({ keywords: [] });
  });

  it('gives none, with a reason, for anything else', () => {
    expect(keywordsOf(42).keywords).toEqual([]);
    expect(keywordsOf(['ok', 3]).problem).toMatch(/list of strings/);
  });
});

describe('glossary', () => {
  it('compares whole words, ignoring case, punctuation and a plural s', () => {
    expect(glossaryForm('Environment Variables: set them')).toBe(' environment variable set them ');
    expect(glossaryTerms('Set environment variables', glossary)).toEqual(['env var']);
    // "ssonet" is not "SSO".
    expect(glossaryTerms('ssonet', glossary)).toEqual([]);
  });

  it('adds the other words of every group a text names', () => {
    expect(glossaryTerms('SSO for the cloud', glossary)).toEqual([
      'single sign-on',
      'identity provider',
    ]);
    expect(glossaryTerms('Single sign-on on k8s', glossary)).toEqual([
      'SSO',
      'identity provider',
      'Kubernetes',
    ]);
  });

  it('expands a page by its title and keywords, not by words its headings show already', () => {
    expect(searchKeywords(['log in with Okta'], 'Authentication and SSO', [], glossary)).toBe(
      'log in with Okta, single sign-on, identity provider',
    );
    expect(
      searchKeywords([], 'Authentication and SSO', ['Configure the identity provider'], glossary),
    ).toBe('single sign-on');
    // A heading's topic is one section's: it expands nothing.
    expect(searchKeywords([], 'Deployment', ['Deploy on k8s'], glossary)).toBe('');
  });

  it('lists each keyword once and keeps the string short', () => {
    expect(searchKeywords(['SSO', 'sso', 'Single sign-on'], 'Sign-in', [], glossary)).toBe(
      'SSO, Single sign-on, identity provider',
    );
    const many = Array.from({ length: 200 }, (_, i) => `keyword number ${i}`);
    expect(searchKeywords(many, 'T', [], glossary).length).toBeLessThanOrEqual(MAX_KEYWORD_CHARS);
  });

  it('leaves a page with no keywords as it was', () => {
    expect(searchEntry('Intro', { '': 'Hello' }, undefined, glossary)).toEqual({
      title: 'Intro',
      data: { '': 'Hello' },
    });
  });
});

describe('keywords in the bundle', () => {
  it('ride in the full search chunk only, and nowhere in the page', async () => {
    const content = tempDir('search-keywords');
    mkdirSync(path.join(content, 'docs'), { recursive: true });
    writeFileSync(
      path.join(content, 'docs', 'sessions.mdx'),
      '---\ntitle: Sessions\nkeywords: [chat thread, conversation history]\n---\n\n# Sessions\n\nGroup traces.\n\n## Session ids\n\nSet one.\n',
    );
    const bundle = await buildTree(content);
    expect(bundle.search()['/docs/sessions'].keywords).toMatch(
      /^chat thread, conversation history/,
    );
    const head = JSON.parse(
      bundle.text(`_content/${bundle.output.buildId}/search/en-US.head.json`),
    ) as ReturnType<typeof bundle.search>;
    expect(head['/docs/sessions']).not.toHaveProperty('keywords');
    expect(bundle.page('/docs/sessions').frontMatter).not.toHaveProperty('keywords');
    expect(bundle.text('/docs/sessions.md')).not.toContain('chat thread');
  });
});
