import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tokenizeVTTCue } from 'media-captions';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { captionErrorKind, loadCaptions, parseCaptionsText } from './captions';

const fixture = readFileSync(
  path.resolve(import.meta.dirname, '../../../tests/fixtures/video/captions/en.vtt'),
  'utf8',
);

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const kinds = (errors: { code: number }[]) =>
  errors.map((error) => captionErrorKind(error as never));

describe('caption parsing (SPEC.md §5)', () => {
  it('reads cues, settings, regions and notes of a good file without errors', async () => {
    const result = await parseCaptionsText(fixture);
    expect(result.errors).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(result.cues.map((cue) => cue.text)).toEqual([
      'Colour bars and a running timer',
      'The timer counts frames at 24 per second',
      'A steady tone plays underneath',
    ]);
    const [intro, second] = result.cues;
    expect(intro.id).toBe('intro');
    expect([intro.startTime, intro.endTime]).toEqual([0, 3]);
    expect(intro.region?.id).toBe('lower');
    expect(second.line).toBe(85);
    expect(second.position).toBe(50);
    expect(second.size).toBe(90);
    expect(second.align).toBe('center');
    const [region] = result.regions;
    expect(region).toMatchObject({ id: 'lower', width: 80, lines: 3, scroll: 'up' });
    expect(region.regionAnchorX).toBe(0);
    expect(region.viewportAnchorY).toBe(90);
  });

  it('accepts hours, minutes and 1-3 digit fractions in timestamps', async () => {
    const text = 'WEBVTT\n\n01:02:03.5 --> 01:02:04.25\nA\n\n00:59.123 --> 01:00\nB\n';
    const { cues, errors } = await parseCaptionsText(text);
    expect(errors).toEqual([]);
    expect(cues[0].startTime).toBeCloseTo(3723.5);
    expect(cues[0].endTime).toBeCloseTo(3724.25);
    expect(cues[1].startTime).toBeCloseTo(59.123);
    expect(cues[1].endTime).toBe(60);
  });

  it('reports a missing header as BadSignature', async () => {
    const { errors } = await parseCaptionsText('WEBVT\n\n00:00.000 --> 00:01.000\nHi\n');
    expect(kinds(errors)).toEqual(['BadSignature']);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/captions BadSignature captions:1/);
  });

  it.each([
    ['seconds over 59', '00:00:61.000 --> 00:01:05.000'],
    ['minutes over 59', '00:00.000 --> 00:60:00.000'],
    ['a four-digit fraction', '00:01.0000 --> 00:02.000'],
  ])('reports %s as BadTimestamp', async (_, timing) => {
    const { errors, cues } = await parseCaptionsText(`WEBVTT\n\n${timing}\nText\n`);
    expect(kinds(errors)).toEqual(['BadTimestamp']);
    expect(cues).toEqual([]);
  });

  it('drops a cue whose end is not after its start', async () => {
    const text = 'WEBVTT\n\n00:05.000 --> 00:02.000\nBackwards\n\n00:02.000 --> 00:02.000\nEmpty\n';
    expect((await parseCaptionsText(text)).cues).toEqual([]);
  });

  it.each([
    ['a percentage over 100', 'position:120%'],
    ['a vertical other than lr or rl', 'vertical:up'],
    ['an unknown alignment', 'align:middle'],
  ])('reports %s as BadSettingValue', async (_, setting) => {
    const { errors } = await parseCaptionsText(`WEBVTT\n\n00:00.000 --> 00:01.000 ${setting}\nA\n`);
    expect(kinds(errors)).toEqual(['BadSettingValue']);
  });

  it('accepts every alignment of SPEC.md §5', async () => {
    const cues = ['start', 'center', 'end', 'left', 'right']
      .map((align, i) => `00:0${i}.000 --> 00:0${i}.500 align:${align}\nA`)
      .join('\n\n');
    const { errors, cues: parsed } = await parseCaptionsText(`WEBVTT\n\n${cues}\n`);
    expect(errors).toEqual([]);
    expect(parsed.map((cue) => cue.align)).toEqual(['start', 'center', 'end', 'left', 'right']);
  });

  it('allows only "up" as a region scroll value', async () => {
    const { errors } = await parseCaptionsText('WEBVTT\n\nREGION\nid:r\nscroll:down\n');
    expect(kinds(errors)).toEqual(['BadSettingValue']);
  });

  it('reports unknown cue and region settings as UnknownSetting', async () => {
    const cue = await parseCaptionsText('WEBVTT\n\n00:00.000 --> 00:01.000 colour:red\nA\n');
    expect(kinds(cue.errors)).toEqual(['UnknownSetting']);
    const region = await parseCaptionsText('WEBVTT\n\nREGION\nid:r\nheight:3\n');
    expect(kinds(region.errors)).toEqual(['UnknownSetting']);
  });

  it('reports a block without its format line as BadFormat', async () => {
    const ssa =
      '[Script Info]\nScriptType: v4.00+\n\n[Events]\nDialogue: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,Hi\n';
    const { errors } = await parseCaptionsText(ssa, { type: 'ssa' });
    expect(kinds(errors)).toEqual(['BadFormat']);
  });

  it('keeps only the allowed colour classes on cue text', () => {
    const [allowed] = tokenizeVTTCue({ text: '<c.lime>ok</c>' } as never);
    const [unknown] = tokenizeVTTCue({ text: '<c.orange>no</c>' } as never);
    expect(allowed).toMatchObject({ type: 'c', color: 'lime' });
    expect(unknown).toMatchObject({ type: 'c' });
    expect((unknown as { color?: string }).color).toBeUndefined();
  });

  it('keeps going past errors by default and stops at the first one in strict mode', async () => {
    const text =
      'WEBVTT\n\n00:00.000 --> 00:01.000 align:middle\nFirst\n\n00:01.000 --> 00:02.000\nSecond\n\n00:03.000 --> 00:03:70.000\nThird\n';
    const lenient = await parseCaptionsText(text);
    expect(kinds(lenient.errors)).toEqual(['BadSettingValue', 'BadTimestamp']);
    expect(lenient.cues.map((cue) => cue.text)).toEqual(['First', 'Second']);

    const strict = await parseCaptionsText(text, { strict: true });
    expect(kinds(strict.errors)).toEqual(['BadSettingValue']);
    expect(strict.cues).toEqual([]);
  });
});

describe('loading caption files', () => {
  it('reports a failed response as LoadFail with no cues', async () => {
    const fetchStub = (async () => new Response('gone', { status: 404 })) as typeof fetch;
    const result = await loadCaptions('https://videos.test/a/text/en.vtt', {}, fetchStub);
    expect(result.cues).toEqual([]);
    expect(kinds(result.errors)).toEqual(['LoadFail']);
    expect(warn.mock.calls.flat().join('\n')).toMatch(
      /captions LoadFail https:\/\/videos\.test\/a\/text\/en\.vtt/,
    );
  });

  it('reports a network failure as LoadFail instead of rejecting', async () => {
    const fetchStub = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const result = await loadCaptions('https://videos.test/b/text/en.vtt', {}, fetchStub);
    expect(kinds(result.errors)).toEqual(['LoadFail']);
  });

  it('parses a fetched file', async () => {
    const fetchStub = (async () =>
      new Response(fixture, { headers: { 'content-type': 'text/vtt' } })) as typeof fetch;
    const result = await loadCaptions('https://videos.test/c/text/en.vtt', {}, fetchStub);
    expect(result.errors).toEqual([]);
    expect(result.cues).toHaveLength(3);
  });
});
