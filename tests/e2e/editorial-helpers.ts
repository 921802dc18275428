import type { APIRequestContext, Page } from '@playwright/test';
import type { CollectionIndex } from '../../build-content/bundle-format';
import { readManifest } from './shell-helpers';

/** A collection's index chunk as the app reads it, so tests follow the content. */
export async function readCollection(
  request: APIRequestContext,
  collection: string,
): Promise<CollectionIndex> {
  const { buildId, defaultLocale } = await readManifest(request);
  return (
    await request.get(`/_content/${buildId}/collections/${collection}.${defaultLocale}.json`)
  ).json();
}

/** The page's Article JSON-LD, parsed (null when there is none); the head also has a BreadcrumbList. */
export async function readJsonLd(page: Page): Promise<Record<string, unknown> | null> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = texts.map((text) => JSON.parse(text) as Record<string, unknown>);
  return data.find((item) => item['@type'] === 'Article') ?? null;
}

/** Waits until a collection index has its entries on screen. */
export async function waitForIndex(page: Page, collection: string) {
  await page.locator(`[data-collection="${collection}"]`).waitFor();
}
