import { describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../build-content/lib/builder.ts';
import { Bundle, buildFixture, fixtures, testSiteConfig } from './helpers.ts';
import { brief, elementsOf } from './tree-query.ts';

describe('embeds', () => {
  it('keeps iframes of the allowed hosts, sandboxed, lazy and titled', async () => {
    const bundle = await buildFixture('nextra-embeds');
    expect(elementsOf(bundle.page('/').tree, 'iframe')).toEqual([
      [
        'iframe',
        {
          height: '500',
          loading: 'lazy',
          referrerPolicy: 'strict-origin-when-cross-origin',
          sandbox:
            'allow-forms allow-modals allow-popups allow-presentation allow-same-origin allow-scripts',
          src: 'https://codesandbox.io/embed/retry-demo-x1?view=preview',
          title: 'Retry demo',
          width: '100%',
        },
      ],
      [
        'iframe',
        {
          loading: 'lazy',
          referrerPolicy: 'strict-origin-when-cross-origin',
          sandbox: 'allow-forms allow-modals allow-popups allow-same-origin allow-scripts',
          src: 'https://stackblitz.com/edit/trace-sdk?embed=1&file=index.ts',
          title: 'StackBlitz project',
        },
      ],
      [
        'iframe',
        {
          allow: 'autoplay; encrypted-media; picture-in-picture',
          allowFullScreen: true,
          loading: 'lazy',
          referrerPolicy: 'strict-origin-when-cross-origin',
          sandbox: 'allow-same-origin allow-scripts',
          src: 'https://www.youtube-nocookie.com/embed/abc123',
          title: 'YouTube video',
        },
      ],
      [
        'iframe',
        {
          loading: 'lazy',
          referrerPolicy: 'strict-origin-when-cross-origin',
          sandbox: 'allow-popups allow-presentation allow-same-origin allow-scripts',
          src: 'https://player.vimeo.com/video/42',
          title: 'Walkthrough',
        },
      ],
    ]);
  });

  it('warns about and drops iframes of other hosts and plain http', async () => {
    const bundle = await buildFixture('nextra-embeds');
    expect(bundle.output.errors).toEqual([]);
    expect(bundle.output.warnings.map(brief)).toEqual([
      'index.mdx:16:1 <iframe> from tracker.example.com is not an allowed embed host and was dropped',
      'index.mdx:18:1 <iframe> from codesandbox.io is not an allowed embed host and was dropped (https only)',
    ]);
  });

  it('takes the allowed hosts from the site config', async () => {
    const builder = new ContentBuilder({
      contentDir: `${fixtures}/nextra-embeds`,
      cacheDir: false,
      workers: 0,
      publicDir: false,
      siteConfig: {
        ...testSiteConfig,
        embedHosts: [
          { host: 'tracker.example.com', title: 'Tracker widget', sandbox: ['allow-scripts'] },
        ],
      },
    });
    const bundle = new Bundle(await builder.build());
    await builder.close();
    const frames = elementsOf(bundle.page('/').tree, 'iframe');
    expect(frames.map((frame) => frame[1]?.src)).toEqual(['https://tracker.example.com/widget']);
    expect(frames[0][1]).toMatchObject({ sandbox: 'allow-scripts', title: 'Unknown host' });
    expect(bundle.output.warnings).toHaveLength(5);
  });
});
