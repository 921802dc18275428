import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { PageChunk, PageMapEntry, SearchChunk } from '../../build-content/bundle-format.ts';
import { type BuildOutput, ContentBuilder } from '../../build-content/lib/builder.ts';
import type { SiteConfig } from '../../build-content/lib/site-config.ts';

export const fixtures = path.resolve(import.meta.dirname, '..', 'fixtures');

/** Site data for the fixture trees, independent of the real config. */
export const testSiteConfig: Partial<SiteConfig> = {
  url: 'https://example.test',
  brandName: 'Acme',
  brandDescription: 'Acme makes tracing tools.',
  variables: { brand: 'Acme', py_package: 'acme', js_package: '@acme/sdk', env_prefix: 'ACME' },
  contributorsByRoute: {
    '/docs/get-started': ['mira', 'octocat'],
    '/docs/*': ['lena'],
  },
  team: {
    mira: {
      firstName: 'Mira',
      name: 'Mira O',
      title: 'Co-Founder',
      image: '/images/people/mira.svg',
      twitter: 'mira_x',
      github: 'mira',
    },
    lena: {
      firstName: 'Lena',
      name: 'Lena K',
      title: 'Technical Writer',
      image: '/images/people/lena.svg',
      github: 'lenak',
    },
  },
};

const created: string[] = [];
// Temporary trees go when the test file that made them is done.
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A builder in this process without the disk cache or a public folder; broken links warn. */
export const inMemoryBuilderOptions = {
  cacheDir: false as const,
  workers: 0,
  publicDir: false as const,
  links: 'warn' as const,
  siteConfig: testSiteConfig,
};

export function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `build-content-${name}-`));
  created.push(dir);
  return dir;
}

/** Builds a fixture in memory, single-threaded and without the disk cache. */
export function buildFixture(name: string, links: 'error' | 'warn' = 'error'): Promise<Bundle> {
  return buildTree(path.join(fixtures, name), links);
}

/** Builds any content tree the way buildFixture builds a fixture. */
export async function buildTree(
  contentDir: string,
  links: 'error' | 'warn' = 'error',
): Promise<Bundle> {
  const builder = new ContentBuilder({
    contentDir,
    cacheDir: false,
    workers: 0,
    publicDir: false,
    links,
    siteConfig: testSiteConfig,
  });
  try {
    return new Bundle(await builder.build());
  } finally {
    await builder.close();
  }
}

/** Typed reads from an in-memory build. */
export class Bundle {
  constructor(readonly output: BuildOutput) {}

  text(file: string): string {
    const content = this.output.files.get(file.replace(/^\//, ''));
    if (content === undefined) throw new Error(`no file ${file} in the bundle`);
    return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
  }

  has(file: string): boolean {
    return this.output.files.has(file.replace(/^\//, ''));
  }

  page(route: string): PageChunk {
    const name = route === '/' ? 'index' : route.slice(1);
    return JSON.parse(this.text(`_content/${this.output.buildId}/pages/${name}.json`)) as PageChunk;
  }

  pageMap(locale = 'en-US'): PageMapEntry[] {
    return JSON.parse(
      this.text(`_content/${this.output.buildId}/page-map.${locale}.json`),
    ) as PageMapEntry[];
  }

  search(locale = 'en-US'): SearchChunk {
    return JSON.parse(
      this.text(`_content/${this.output.buildId}/search/${locale}.json`),
    ) as SearchChunk;
  }
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
