import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import type { PageMapEntry, TreeNode } from '../../build-content/bundle-format.ts';
import { openBundle } from './site-pages-helpers.ts';

/**
 * The public API the OpenAPI document must describe (issue: "traces,
 * observations, sessions, scores, score configs, datasets and items, dataset
 * runs, prompts, models, metrics, annotation queues, health, ingestion"), by
 * tag, with the operations the SDK docs rely on. Paths are under /api/public.
 */
const API_GROUPS: Record<string, string[]> = {
  Health: ['GET /health'],
  Ingestion: ['POST /ingestion'],
  Traces: ['GET /traces', 'DELETE /traces', 'GET /traces/{traceId}', 'DELETE /traces/{traceId}'],
  Observations: ['GET /observations', 'GET /observations/{observationId}'],
  Sessions: ['GET /sessions', 'GET /sessions/{sessionId}'],
  Scores: ['GET /scores', 'POST /scores', 'GET /scores/{scoreId}', 'DELETE /scores/{scoreId}'],
  'Score configs': ['GET /score-configs', 'POST /score-configs', 'GET /score-configs/{configId}'],
  Datasets: ['GET /datasets', 'POST /datasets', 'GET /datasets/{datasetName}'],
  'Dataset items': ['GET /dataset-items', 'POST /dataset-items', 'GET /dataset-items/{itemId}'],
  'Dataset runs': [
    'GET /datasets/{datasetName}/runs',
    'GET /datasets/{datasetName}/runs/{runName}',
    'DELETE /datasets/{datasetName}/runs/{runName}',
    'POST /dataset-run-items',
  ],
  Prompts: [
    'GET /v2/prompts',
    'POST /v2/prompts',
    'GET /v2/prompts/{promptName}',
    'PATCH /v2/prompts/{promptName}/versions/{version}',
  ],
  Models: ['GET /models', 'POST /models', 'DELETE /models/{modelId}'],
  Metrics: ['GET /metrics/daily', 'GET /metrics'],
  'Annotation queues': [
    'GET /annotation-queues',
    'GET /annotation-queues/{queueId}/items',
    'POST /annotation-queues/{queueId}/items',
  ],
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const REFERENCE = '/docs/api/reference';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  tags?: string[];
  parameters?: { $ref?: string; name?: string }[];
  responses?: Record<string, { $ref?: string }>;
}
interface OpenApiDocument {
  openapi: string;
  tags?: { name: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string }>;
    schemas: Record<string, unknown>;
    responses: Record<string, { headers?: Record<string, unknown> }>;
  };
}

const doc = parse(
  readFileSync(path.resolve('content/docs/api/reference/openapi.yaml'), 'utf8'),
) as OpenApiDocument;

/** Every operation of the document as "METHOD /path", with its tags. */
const operations = Object.entries(doc.paths).flatMap(([apiPath, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${apiPath}`,
      method: method.toUpperCase(),
      path: apiPath,
      operation,
    })),
);

function text(node: TreeNode | TreeNode[]): string {
  if (typeof node === 'string') return node;
  if (node.length === 0 || Array.isArray(node[0])) return (node as TreeNode[]).map(text).join('');
  const [, , ...children] = node as [string, unknown, ...TreeNode[]];
  return children.map(text).join('');
}

function findEntry(entries: PageMapEntry[], route: string): PageMapEntry | undefined {
  for (const entry of entries) {
    if (entry.route === route) return entry;
    const inner = findEntry(entry.children ?? [], route);
    if (inner) return inner;
  }
  return undefined;
}

describe('the OpenAPI document covers the public API', () => {
  it('is OpenAPI 3.1 with a tag for every API group', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.tags?.map((tag) => tag.name)).toEqual(
      expect.arrayContaining(Object.keys(API_GROUPS)),
    );
  });

  for (const [tag, expected] of Object.entries(API_GROUPS)) {
    it(`describes ${tag}: ${expected.join(', ')}`, () => {
      const tagged = operations.filter(({ operation }) => operation.tags?.includes(tag));
      expect(tagged.map((op) => op.key).sort()).toEqual([...expected].sort());
      for (const { operation } of tagged) expect(operation.operationId).toMatch(/^[a-z]\w+$/);
    });
  }

  it('uses Basic auth everywhere but the health check', () => {
    expect(doc.components.securitySchemes.basicAuth).toMatchObject({
      type: 'http',
      scheme: 'basic',
    });
    expect(doc.security).toEqual([{ basicAuth: [] }]);
    const open = operations.filter((op) => op.operation.security?.length === 0);
    expect(open.map((op) => op.key)).toEqual(['GET /health']);
  });

  it('pages list endpoints and describes errors and rate limits', () => {
    const lists = operations.filter(
      (op) => op.method === 'GET' && /^list/.test(op.operation.operationId ?? ''),
    );
    expect(lists.length).toBeGreaterThanOrEqual(10);
    for (const { key, operation } of lists) {
      const params = (operation.parameters ?? []).map((p) => p.$ref ?? p.name);
      expect(params, key).toEqual(
        expect.arrayContaining(['#/components/parameters/Page', '#/components/parameters/Limit']),
      );
    }
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'PaginationMeta']),
    );
    expect(Object.keys(doc.components.responses.TooManyRequests.headers ?? {})).toEqual(
      expect.arrayContaining(['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining']),
    );
    const rateLimited = operations.filter((op) => op.operation.responses?.['429']);
    expect(rateLimited.map((op) => op.key)).toContain('POST /ingestion');
  });
});

const bundle = inject('contentTestBundle');

describe('the API reference pages', () => {
  it('builds', () => {
    expect(bundle.failure).toBeUndefined();
  });
  if (bundle.failure) return;
  const site = openBundle(bundle.dir);

  for (const [tag, expected] of Object.entries(API_GROUPS)) {
    it(`give ${tag} a sidebar group with a page per operation`, () => {
      const reference = findEntry(site.pageMap, REFERENCE);
      const group = reference?.children?.find((entry) => entry.title === tag);
      expect(group, `no sidebar group "${tag}"`).toBeDefined();
      const pages = (group?.children ?? []).filter((entry) => entry.type !== 'separator');
      const shown = pages.map((entry) => {
        const chunk = site.chunk(entry.route);
        const endpoint = chunk?.tree.find(
          (node) =>
            Array.isArray(node) &&
            (node[1] as { className?: string } | null)?.className === 'api-endpoint',
        );
        return endpoint ? text(endpoint).replace(' /api/public/', ' /') : entry.route;
      });
      expect(shown.sort()).toEqual([...expected].sort());
    });
  }
});
