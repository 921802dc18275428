import { describe, expect, it } from 'vitest';
import { queryShape, questionWordOf } from './query-shape';

describe('queryShape', () => {
  it('knows a question by its first word', () => {
    expect(questionWordOf("Why don't my traces show up?")).toBe('why');
    expect(queryShape('how do I mask PII').question).toBe('how');
    expect(queryShape('mask PII').question).toBe('');
  });

  it('keeps words typed joined as they were typed', () => {
    expect(queryShape('OTLP endpoint /api/public/otel').compounds).toEqual(['api/public/otel']);
    expect(queryShape('spanProcessor.forceFlush() short-lived').compounds).toEqual([
      'spanprocessor.forceflush',
      'short-lived',
    ]);
    expect(queryShape('observe() get_client').compounds).toEqual([]);
  });
});
