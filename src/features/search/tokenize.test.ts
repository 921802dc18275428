import { describe, expect, it } from 'vitest';
import { queryTerms } from './query-terms';
import {
  identifierParts,
  inflectionsOf,
  isInflectionOf,
  partsOnly,
  stemOf,
  tokenize,
} from './tokenize';

describe('tokenize', () => {
  it('keeps snake_case identifiers whole and adds their parts', () => {
    expect(tokenize('client = get_client()')).toEqual(['client', 'get_client', 'get']);
  });

  it('adds the tails of environment variable names', () => {
    expect(tokenize('TRACEWELL_TRACING_ENABLED=false')).toEqual([
      'tracewell_tracing_enabled',
      'tracewell',
      'tracing',
      'enabled',
      'tracing_enabled',
      'false',
    ]);
  });

  it('splits camelCase and PascalCase identifiers into parts', () => {
    expect(tokenize('startActiveObservation')).toEqual([
      'startactiveobservation',
      'start',
      'active',
      'observation',
    ]);
    expect(identifierParts('HTTPServer')).toEqual(['http', 'server']);
    expect(identifierParts('forceFlush')).toEqual(['force', 'flush']);
  });

  it('drops call parentheses, dots, punctuation and stop words', () => {
    expect(tokenize('Use the @observe() decorator, then client.flush().')).toEqual([
      'use',
      'observe',
      'decorator',
      'client',
      'flush',
    ]);
  });

  it('searches dunder names without their underscores', () => {
    expect(tokenize('__init__')).toEqual(['init']);
  });
});

describe('queryTerms', () => {
  it('keeps identifiers whole and remembers their parts', () => {
    expect(queryTerms('get_client')).toEqual([
      { text: 'get_client', parts: ['get', 'client'], stem: 'get_client' },
    ]);
  });

  it('reads observe() as observe', () => {
    expect(queryTerms('observe()').map((term) => term.text)).toEqual(['observe']);
  });

  it('ignores stop words unless nothing else is left', () => {
    expect(queryTerms('how to flush the client').map((term) => term.text)).toEqual([
      'flush',
      'client',
    ]);
    expect(queryTerms('how to').map((term) => term.text)).toEqual(['how', 'to']);
  });

  it('is empty for an empty or blank query', () => {
    expect(queryTerms('')).toEqual([]);
    expect(queryTerms('   ')).toEqual([]);
    expect(queryTerms('()')).toEqual([]);
  });
});

describe('stemOf', () => {
  it('cuts common English endings for prefix matching only', () => {
    expect(stemOf('calibrate')).toBe('calibrat');
    expect(stemOf('sessions')).toBe('session');
    expect(stemOf('comparing')).toBe('compar');
    expect(stemOf('span')).toBe('span');
    expect(stemOf('calibration')).toBe('calibr');
    expect(stemOf('generation')).toBe('generation');
    expect(stemOf('get_client')).toBe('get_client');
  });
});

describe('CJK text', () => {
  it('indexes runs of Japanese as overlapping pairs, next to the Latin words around them', () => {
    expect(tokenize('分散トレースを送信する SDK')).toEqual([
      '分散',
      '散ト',
      'トレ',
      'レー',
      'ース',
      'スを',
      'を送',
      '送信',
      '信す',
      'する',
      'sdk',
    ]);
  });

  it('splits a query of two kanji, or of more characters, the same way', () => {
    expect(queryTerms('送信').map((term) => term.text)).toEqual(['送信']);
    expect(queryTerms('トレース').map((term) => term.text)).toEqual(['トレ', 'レー', 'ース']);
    // The particle の is a question's frame, not its content (question-frames.ts).
    expect(queryTerms('observe のトレース').map((term) => term.text)).toEqual([
      'observe',
      'トレ',
      'レー',
      'ース',
    ]);
  });

  it('treats Korean and Chinese the same way and leaves one character whole', () => {
    expect(tokenize('추적 데이터')).toEqual(['추적', '데이', '이터']);
    expect(tokenize('追踪数据')).toEqual(['追踪', '踪数', '数据']);
    expect(tokenize('値')).toEqual(['値']);
  });
});

describe('isInflectionOf', () => {
  it('tells other forms of a word from longer words it begins', () => {
    expect(isInflectionOf('creating', stemOf('create'))).toBe(true);
    expect(isInflectionOf('datasets', stemOf('dataset'))).toBe(true);
    expect(isInflectionOf('user', stemOf('users'))).toBe(true);
    expect(isInflectionOf('tracers', stemOf('trace'))).toBe(false);
    expect(isInflectionOf('observability', stemOf('observe'))).toBe(false);
    expect(inflectionsOf('user')).toContain('users');
  });
});

describe('partsOnly', () => {
  it('lists the terms of a text that are only parts of its identifiers', () => {
    expect(partsOnly('ObservationCreateEvent')).toEqual(['observation', 'create', 'event']);
    expect(partsOnly('Event and ObservationCreateEvent')).toEqual(['observation', 'create']);
    expect(partsOnly('Setting the user id')).toEqual([]);
    expect(partsOnly('プロジェクトと API キーを作る')).toEqual([]);
  });
});
