import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAnalyticsSettings } from '../config/analytics';
import { embedHosts } from '../config/embeds';
import { cloudRegions } from '../config/site';
import { streamProvider } from '../config/video';
import { noFlashScript } from '../src/head/no-flash-script';
import { deferredStartScript } from './prerender/deferred-start';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  sha256Source,
} from './security-headers';
import { scriptHashes, writeHeaders } from './write-headers';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy', () => {
  const csp = contentSecurityPolicy([sha256Source('x')]);
  const directive = (name: string) =>
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];

  it('allows scripts only from self, by hash and from configured hosts', () => {
    expect(directive('script-src')).toContain("'self'");
    expect(directive('script-src')).toContain(hashOf('x'));
    expect(csp).not.toContain('unsafe-eval');
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('default-src')).toEqual(["'self'"]);
  });

  it('takes third-party hosts from the site config', () => {
    for (const region of cloudRegions) expect(directive('connect-src')).toContain(region.url);
    const hosts = csp.match(/https:\/\/[^\s;]+/g) ?? [];
    const configText = ['site.ts', 'embeds.ts', 'video.ts', 'analytics.ts']
      .map((name) => readFileSync(path.join(import.meta.dirname, '../config', name), 'utf8'))
      .join('\n');
    for (const host of hosts) {
      // Every host is in the config, or derived from one there (PostHog's assets host).
      const hostname = new URL(host).hostname.replace('-assets', '');
      expect(configText).toContain(hostname);
    }
  });

  it('lets the player reach the video stream provider', () => {
    const provider = new URL(streamProvider.baseUrl).origin;
    for (const name of ['img-src', 'connect-src', 'media-src']) {
      expect(directive(name)).toContain(provider);
    }
  });
});

describe('analytics and CRM hosts in the policy', () => {
  const directivesOf = (csp: string) =>
    Object.fromEntries(
      csp.split('; ').map((d) => {
        const [name, ...values] = d.split(' ');
        return [name, values];
      }),
    );
  const bare = directivesOf(contentSecurityPolicy([], resolveAnalyticsSettings({})));

  it('lists no analytics or CRM host when none is configured', () => {
    expect(JSON.stringify(bare)).not.toMatch(/posthog|hs-scripts|hubspot|hs-analytics/);
  });

  it('lists exactly the configured hosts', () => {
    const configured = directivesOf(
      contentSecurityPolicy(
        [],
        resolveAnalyticsSettings({
          VITE_POSTHOG_KEY: 'phc_test',
          VITE_CRM_ID: '1234',
          VITE_CRM_SCRIPT_URL: 'https://crm.example/{id}.js',
          VITE_CRM_HOSTS: 'https://pixel.example',
        }),
      ),
    );
    const added = (name: string) =>
      (configured[name] as string[]).filter((value) => !(bare[name] as string[]).includes(value));
    // The default EU host, its assets host, and the two CRM hosts.
    expect(added('script-src')).toEqual([
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
      'https://crm.example',
      'https://pixel.example',
    ]);
    expect(added('connect-src')).toEqual(added('script-src'));
    expect(added('img-src')).toEqual(['https://crm.example', 'https://pixel.example']);
    expect(added('style-src')).toEqual([]);
    expect(added('frame-src')).toEqual([]);
  });

  it('follows VITE_POSTHOG_HOST, and a loopback host has no assets sibling', () => {
    const csp = contentSecurityPolicy(
      [],
      resolveAnalyticsSettings({
        VITE_POSTHOG_KEY: 'phc_test',
        VITE_POSTHOG_HOST: 'http://127.0.0.1:8960/',
      }),
    );
    expect(directivesOf(csp)['script-src']).toContain('http://127.0.0.1:8960');
    expect(csp).not.toContain('posthog.com');
  });
});

describe('embed hosts', () => {
  it('lets frames load from every configured embed host, over https only', () => {
    const csp = contentSecurityPolicy([]);
    const frames =
      csp
        .split('; ')
        .find((d) => d.startsWith('frame-src '))
        ?.split(' ') ?? [];
    for (const { host } of embedHosts) expect(frames).toContain(`https://${host}`);
    expect(frames.some((source) => source.startsWith('http:'))).toBe(false);
  });
});

describe('inline script hashes', () => {
  it('finds executable inline scripts and skips external scripts and data blocks', () => {
    const html = `<script>a()</script><script type="module" src="/x.js"></script>
      <script type="application/json">{"a":1}</script><script type="module">b()</script>`;
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  it("always includes the pre-paint script and the prerendered pages' start script", () => {
    expect(scriptHashes()).toEqual([hashOf(noFlashScript()), hashOf(deferredStartScript())]);
  });

  it('adds the scripts of a built index.html', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'headers-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      `<head><script>${noFlashScript()}</script><script>other()</script></head>`,
    );
    expect(scriptHashes(path.join(dir, 'index.html'))).toEqual([
      hashOf(noFlashScript()),
      hashOf(deferredStartScript()),
      hashOf('other()'),
    ]);
    const text = writeHeaders(path.join(dir, '_headers'), path.join(dir, 'index.html'));
    expect(readFileSync(path.join(dir, '_headers'), 'utf8')).toBe(text);
    expect(text).toContain(hashOf('other()'));
  });
});

describe('_headers file', () => {
  const text = headersFile(["'sha256-abc'"]);
  const rule = (pattern: string) => {
    const block = text.split('\n\n').find((b) => b.startsWith(`${pattern}\n`));
    return (
      block
        ?.trim()
        .split('\n')
        .slice(1)
        .map((line) => line.trim()) ?? []
    );
  };

  it('sets the security headers and no-cache site-wide', () => {
    const all = rule('/*');
    expect(all).toContain('X-Content-Type-Options: nosniff');
    expect(all).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(all.some((h) => h.startsWith('Permissions-Policy: '))).toBe(true);
    expect(all.some((h) => h.startsWith('Content-Security-Policy: '))).toBe(true);
    expect(all).toContain('Cache-Control: no-cache');
  });

  it.each(['/assets/*', '/_content/assets/*', '/_content/:buildId/*'])(
    'caches %s for a year as immutable',
    (pattern) => {
      expect(rule(pattern)).toEqual([
        '! Cache-Control',
        'Cache-Control: public, max-age=31536000, immutable',
      ]);
    },
  );
});
