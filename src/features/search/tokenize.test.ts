import { describe, expect, it } from 'vitest';
import { identifierParts, queryTerms, stemOf, tokenize } from './tokenize';

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
