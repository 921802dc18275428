import { describe, expect, it } from 'vitest';
import { checkTemplate, fillTemplate, htmlFileFor } from './page-template';

const shell = `<!doctype html>
<html lang="en-US" dir="ltr">
  <head>
    <title>Tracewell</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('fillTemplate', () => {
  it('puts the page into the shell: language, head, preloads and markup', () => {
    const html = fillTemplate(shell, {
      route: '/ja/docs',
      status: 200,
      lang: 'ja',
      dir: 'ltr',
      head: '<title>Docs - Tracewell</title>',
      body: '<main id="content"><h1>Docs $&amp; more</h1></main>',
      preload: ['/_content/b1/page-map.ja.json'],
    });
    expect(html).toContain('<html lang="ja" dir="ltr">');
    expect(html).toContain('<title>Docs - Tracewell</title>');
    expect(html).not.toContain('<title>Tracewell</title>');
    expect(html).toContain(
      '<link rel="preload" href="/_content/b1/page-map.ja.json" as="fetch" crossorigin="anonymous">',
    );
    expect(html).toContain(
      '<div id="root" data-route="/ja/docs"><main id="content"><h1>Docs $&amp; more</h1></main></div>',
    );
  });

  it('marks the error pages with their status', () => {
    const html = fillTemplate(shell, {
      route: '/404',
      status: 404,
      lang: 'en-US',
      dir: 'ltr',
      head: '',
      body: '',
      preload: [],
    });
    expect(html).toContain('<div id="root" data-route="/404" data-status="404">');
  });

  it('keeps the body font preload on Latin pages and drops it where system fonts set the text', () => {
    const fontPreload =
      '<link rel="preload" href="/assets/inter-latin-400-normal-a1.woff2" as="font" type="font/woff2" crossorigin>';
    const withFont = shell.replace('<title>', `${fontPreload}\n    <title>`);
    const page = (lang: string) =>
      fillTemplate(withFont, {
        route: '/docs',
        status: 200,
        lang,
        dir: 'ltr',
        head: '<title>Docs</title>',
        body: '<main></main>',
        preload: ['/_content/b1/page-map.json'],
      });
    for (const lang of ['en-US', 'de', 'fr-FR']) expect(page(lang)).toContain(fontPreload);
    for (const lang of ['ja-JP', 'ja', 'ko-KR', 'zh-Hans', 'zh-CN']) {
      const html = page(lang);
      expect(html).not.toContain('as="font"');
      // The page's own data preloads stay.
      expect(html).toContain('href="/_content/b1/page-map.json" as="fetch"');
    }
  });

  it('rejects a shell without #root', () => {
    expect(() => checkTemplate(shell.replace('<div id="root"></div>', ''))).toThrow(/#root|root/);
  });
});

describe('htmlFileFor', () => {
  it('maps routes to files the asset server finds without a trailing slash', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/docs')).toBe('docs.html');
    expect(htmlFileFor('/guides/cookbook/intro')).toBe('guides/cookbook/intro.html');
    expect(htmlFileFor('/404')).toBe('404.html');
  });
});
