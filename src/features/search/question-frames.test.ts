import { describe, expect, it } from 'vitest';
import { queryTerms } from './query-terms';
import { FRAME_WORD_WEIGHT, frameWeight, withoutJapaneseFrame } from './question-frames';
import { stemOf } from './tokenize';

const words = (query: string) => queryTerms(query).map((term) => term.text);

describe('question frames', () => {
  it("keeps a question's content words and drops its stop words and contraction pieces' weight", () => {
    expect(words('how do I group traces of one chat?')).toEqual(['group', 'traces', 'one', 'chat']);
    expect(words("why doesn't my trace show up")).toEqual(['doesn', 't', 'trace', 'show', 'up']);
    expect(frameWeight('doesn')).toBe(FRAME_WORD_WEIGHT);
    expect(frameWeight('t')).toBe(FRAME_WORD_WEIGHT);
    expect(frameWeight('show')).toBe(FRAME_WORD_WEIGHT);
    expect(frameWeight('trace')).toBe(1);
  });

  it('weighs the words of "is it possible to…", "I want to…" and "…not working" down', () => {
    for (const word of ['possible', 'want', 'working', 'need', 'way', 'please'])
      expect(frameWeight(word), word).toBe(FRAME_WORD_WEIGHT);
    // Content words that look like frame words stay whole: Go, the US region, thumbs up.
    for (const word of ['go', 'us', 'up', 'sessions']) expect(frameWeight(word), word).toBe(1);
  });

  it('searches a query made only of frame or stop words by them', () => {
    expect(words('how do I')).toEqual(['how', 'do', 'i']);
    expect(words('what is possible')).toEqual(['possible']);
  });

  it('drops Japanese question frames and particles, keeping the content between them', () => {
    expect(withoutJapaneseFrame('トレースを送信するにはどうすればいいですか')).toEqual([
      'トレース',
      '送信',
    ]);
    expect(words('プロンプトを取得する方法')).toEqual([
      'プロ',
      'ロン',
      'ンプ',
      'プト',
      '取得',
      '方法',
    ]);
    // Nothing but frame: searched as typed.
    expect(withoutJapaneseFrame('ですか')).toEqual(['ですか']);
  });
});

describe('word forms', () => {
  it('gives tracing, traces, traced and trace one stem', () => {
    const stems = new Set(['trace', 'traces', 'traced', 'tracing'].map(stemOf));
    expect(stems).toEqual(new Set(['trac']));
    expect(stemOf('processes')).toBe('process');
    expect(stemOf('spans')).toBe('span');
  });
});
