import { describe, expect, it } from 'vitest';
import { cleanText, truncate } from '../../functions/_lib/og/text';
import { onRequest } from '../../functions/api/og';
import { callFunction } from './call-function';
import { pngSize } from './png';

function og(query: Record<string, string> | string, method = 'GET') {
  const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  return callFunction(onRequest, new Request(`https://site.test/api/og?${search}`, { method }));
}

async function expectImage(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  return bytes;
}

describe('GET /api/og', () => {
  it('renders a 1200×630 PNG from title, description and section', async () => {
    await expectImage(
      await og({
        title: 'Get started with tracing',
        description: 'Instrument an application and look at its first trace.',
        section: 'Docs',
      }),
    );
  });

  it('renders the default image without parameters', async () => {
    const bytes = await expectImage(await og(''));
    const again = await expectImage(await og('unrelated=1'));
    expect(again).toEqual(bytes);
  });

  it('gives different images for different titles', async () => {
    const a = await expectImage(await og({ title: 'Datasets' }));
    const b = await expectImage(await og({ title: 'Prompt management with labels and versions' }));
    expect(a).not.toEqual(b);
  });

  it.each([
    ['markup', { title: '</text></svg><script>alert(1)</script>&amp;', section: '"><x/>' }],
    ['control characters', { title: 'a\u0000b\u0001c\u001f\ufffe', description: '\u0008' }],
    ['lone surrogates', { title: 'broken \ud800 pair \udc00 end' }],
    [
      'very long input',
      { title: 'x'.repeat(20_000), description: 'y '.repeat(20_000), section: 'z'.repeat(5000) },
    ],
    ['one unbreakable word', { title: 'W'.repeat(190) }],
    ['scripts outside the font', { title: '日本語のタイトル 🎉 مرحبا', section: 'ドキュメント' }],
    ['only whitespace', { title: '   \n\t  ' }],
  ])('never fails on %s', async (_, query) => {
    await expectImage(await og(query));
  });

  it('never fails on a malformed query string', async () => {
    await expectImage(await og('title=%E0%A4%A&description=%&section=%ZZ'));
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await og({ title: 'Head' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const post = await og({ title: 'Post' }, 'POST');
    expect(post.status).toBe(405);
    expect(await post.json()).toEqual({ error: 'method not allowed; use GET' });
  });
});

describe('og text clean-up', () => {
  it('cuts descriptions at 155 characters on a word boundary', () => {
    const text = 'word '.repeat(60);
    const cut = cleanText(text, 155);
    expect([...cut].length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('word…')).toBe(true);
    expect(truncate('short', 155)).toBe('short');
  });

  it('drops characters XML cannot carry and folds whitespace', () => {
    expect(cleanText('a\u0000b\n\n c\ud800', 100)).toBe('ab c');
  });
});
