import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageMapEntry, TreeNode } from '../../build-content/bundle-format.ts';
import { ContentBuilder } from '../../build-content/lib/builder.ts';
import { type Bundle, buildFixture, fixtures, tempDir, testSiteConfig } from './helpers.ts';

/** All text of a compact tree, tags dropped. */
function textOf(node: TreeNode | TreeNode[]): string {
  if (typeof node === 'string') return node;
  if (node.length === 0 || Array.isArray(node[0])) return (node as TreeNode[]).map(textOf).join('');
  const [, , ...children] = node as [string, unknown, ...TreeNode[]];
  return children.map(textOf).join('');
}

/** The nodes between the h2 with `id` and the next h2 of a page's tree. */
function section(tree: TreeNode[], id: string): TreeNode[] {
  const isH2 = (node: TreeNode) => Array.isArray(node) && node[0] === 'h2';
  const start = tree.findIndex(
    (node) => isH2(node) && (node[1] as { id?: string } | null)?.id === id,
  );
  if (start < 0) return [];
  const end = tree.findIndex((node, index) => index > start && isH2(node));
  return tree.slice(start + 1, end < 0 ? undefined : end);
}

function className(node: TreeNode): string | undefined {
  return Array.isArray(node) ? (node[1] as { className?: string } | null)?.className : undefined;
}

function find(entries: PageMapEntry[], route: string): PageMapEntry | undefined {
  for (const entry of entries) {
    if (entry.route === route) return entry;
    const inner = find(entry.children ?? [], route);
    if (inner) return inner;
  }
  return undefined;
}

async function buildTree(dir: string, links: 'error' | 'warn' = 'error') {
  const builder = new ContentBuilder({
    contentDir: dir,
    cacheDir: false,
    workers: 0,
    publicDir: false,
    links,
    siteConfig: testSiteConfig,
  });
  try {
    return await builder.build();
  } finally {
    await builder.close();
  }
}

/** A copy of the fixture with its OpenAPI document replaced. */
function withDocument(yaml: string): string {
  const dir = tempDir('openapi');
  cpSync(path.join(fixtures, 'openapi'), dir, { recursive: true });
  writeFileSync(path.join(dir, 'api', 'openapi.yaml'), yaml);
  return dir;
}

const MINIMAL = `openapi: 3.1.0
info:
  title: T
  version: "1"
paths:
  /a:
    get:
      operationId: getA
      responses:
        "200":
          description: ok
`;

describe('OpenAPI reference pages', () => {
  let bundle: Bundle;
  beforeAll(async () => {
    bundle = await buildFixture('openapi');
  }, 60_000);

  it('builds without errors or warnings, links between guides and reference included', () => {
    expect(bundle.output.errors).toEqual([]);
    expect(bundle.output.warnings).toEqual([]);
  });

  it('adds an overview, a page per tag and per operation, grouped by tag with methods', () => {
    const api = find(bundle.pageMap(), '/api');
    const groups = (api?.children ?? []).filter((entry) => entry.type !== 'separator');
    expect(groups.map((entry) => entry.title)).toEqual(['Overview', 'Pets', 'Owners', 'Schemas']);
    const pets = groups[1].children ?? [];
    expect(pets.map((entry) => [entry.route, entry.title, entry.frontMatter?.apiMethod])).toEqual([
      ['/api/pets/list-pets', 'List pets', 'GET'],
      ['/api/pets/create-pet', 'Add a pet', 'POST'],
      ['/api/pets/get-pet', 'Get a pet', 'GET'],
    ]);
    expect(bundle.output.routes).toEqual(
      expect.arrayContaining([
        '/api',
        '/api/pets',
        '/api/owners',
        '/api/owners/list-owners',
        '/api/schemas',
      ]),
    );
  });

  it('gives each operation page its method, path, sections and TOC', () => {
    const page = bundle.page('/api/pets/list-pets');
    const text = textOf(page.tree);
    expect(text).toContain('GET /v2/pets');
    expect(text).toContain('Operation ID: listPets');
    expect(page.toc.map((entry) => entry.value)).toEqual([
      'Authentication',
      'Parameters',
      'Responses',
      '200 OK',
      '429 Too Many Requests',
      'Example request',
    ]);
    expect(text).toContain('an API key in the X-Api-Key header');
    expect(text).toMatch(/speciesqueryenum: dog \| cat \| parrotyes/);
    expect(text).toContain('Default 20.');
    expect(textOf(bundle.page('/api/owners/list-owners').tree)).toContain(
      'None: this endpoint answers without credentials.',
    );
  });

  it('shows the request body: media type, required flag and the schema tree of its $ref', () => {
    const page = bundle.page('/api/pets/create-pet');
    expect(page.toc.map((entry) => entry.value)).toEqual([
      'Authentication',
      'Request body',
      'Responses',
      '201 Created',
      'Example request',
    ]);
    const body = section(page.tree, 'request-body');
    expect(body.map(className)).toEqual([undefined, 'api-schema']);
    expect(textOf(body[0])).toBe('application/json, required.');
    // The NewPet schema, one property row each, from the $ref in the request body.
    const [, , ...props] = body[1] as [string, unknown, ...TreeNode[]];
    expect(props.map(className)).toEqual(['api-prop', 'api-prop']);
    expect(props.map((prop) => textOf((prop as TreeNode[])[2]))).toEqual([
      'name string required',
      'species enum: dog | cat | parrot required',
    ]);
    expect(textOf(props[0])).toContain('What the pet answers to');
    // An operation without a body has no such section.
    const list = bundle.page('/api/pets/list-pets');
    expect(section(list.tree, 'request-body')).toEqual([]);
    expect(list.toc.map((entry) => entry.value)).not.toContain('Request body');
  });

  it('resolves $refs, merges allOf, lists oneOf/anyOf variants and shows cycles as links', () => {
    const json = JSON.stringify(bundle.page('/api/pets/get-pet').tree);
    const text = textOf(bundle.page('/api/pets/get-pet').tree);
    // allOf of NewPet + own properties, from two $refs deep
    for (const field of ['name', 'species', 'id', 'owner', 'tag', 'parents'])
      expect(text).toContain(field);
    expect(text).toContain('One of 2 shapes, chosen by kind');
    expect(text).toContain('Person');
    expect(text).toContain('Shelter');
    expect(text).toContain('Any of 2 shapes');
    expect(text).toContain('string (uuid)');
    // The recursive parents field links to its schema instead of expanding again.
    expect(text).toContain('Recursive: the same shape as PetWithFamily.');
    expect(json).toContain('"href":"/api/schemas#petwithfamily"');
    // Descriptions keep braces literally instead of evaluating them.
    expect(textOf(bundle.page('/api/pets/create-pet').tree)).toContain('like {name} in a template');
  });

  it('uses the documented example and generates one from the schema otherwise', () => {
    const create = textOf(bundle.page('/api/pets/create-pet').tree);
    expect(create).toContain('"name": "Rex"');
    const list = bundle.page('/api/pets/list-pets');
    const text = textOf(list.tree);
    // Generated from the Pet schema: first enum value, uuid format sample.
    expect(text).toContain('"species": "dog"');
    expect(text).toContain('"id": "3f2c8a4e-9d1b-4c6e-8f0a-2b7d5e1c9a34"');
    expect(text).toContain('"name": "my-name"');
    expect(textOf(bundle.page('/api/owners/list-owners').tree)).toContain('"name": "Ada"');
  });

  it('renders request examples in curl, Python and JavaScript tabs, highlighted at build time', () => {
    const page = bundle.page('/api/pets/create-pet');
    const json = JSON.stringify(page.tree);
    expect(json).toContain('"LangTabs",{"items":["curl","Python","JavaScript"]}');
    const text = textOf(page.tree);
    expect(text).toContain('curl -X POST "$ACME_HOST/v2/pets"');
    expect(text).toContain('-H "X-Api-Key: $ACME_API_KEY"');
    expect(text).toContain('headers={"X-Api-Key": os.environ["ACME_API_KEY"]}');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated JavaScript example
    expect(text).toContain('await fetch(`${process.env.ACME_HOST}/v2/pets`');
    expect(json).toContain('hljs-');
    // A required query parameter and a path parameter appear in the URL.
    expect(textOf(bundle.page('/api/pets/list-pets').tree)).toContain('/v2/pets?species=dog');
    expect(textOf(bundle.page('/api/pets/get-pet').tree)).toContain('/v2/pets/pet-123');
  });

  it('makes operation ids, paths, summaries and parameter names searchable', () => {
    const entry = bundle.search()['/api/pets/list-pets'];
    expect(entry.title).toBe('List pets');
    const all = Object.values(entry.data).join(' ');
    for (const term of ['listPets', '/v2/pets', 'species', 'limit']) expect(all).toContain(term);
  });

  it('writes Markdown twins, llms.txt entries and the document as /openapi.json', () => {
    expect(bundle.text('api/pets/list-pets.md')).toContain('# List pets');
    expect(bundle.text('llms.txt')).toContain('/api/pets/list-pets');
    const served = JSON.parse(bundle.text('openapi.json'));
    expect(served.info.title).toBe('Pet API');
    expect(bundle.text('api/openapi.json')).toBe(bundle.text('openapi.json'));
  });

  it('is deterministic', async () => {
    const again = await buildFixture('openapi');
    expect(again.output.buildId).toBe(bundle.output.buildId);
    for (const [file, content] of bundle.output.files)
      expect(again.output.files.get(file)).toEqual(content);
  });
});

describe('OpenAPI document errors', () => {
  /** Errors in the document itself (pages that link into the missing reference fail too). */
  const errorsOf = async (yaml: string) =>
    (await buildTree(withDocument(yaml))).errors
      .filter((d) => d.file.endsWith('openapi.yaml'))
      .map((d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.message}`);

  it('reports a schema violation with its JSON pointer and position, and writes nothing', async () => {
    const yaml = MINIMAL.replace(
      '      responses:\n        "200":\n          description: ok\n',
      '      parameters:\n        - name: q\n          in: nowhere\n          schema:\n            type: string\n      responses:\n        "200":\n          description: ok\n',
    );
    const result = await buildTree(withDocument(yaml));
    expect(
      result.errors
        .filter((d) => d.file.endsWith('openapi.yaml'))
        .map((d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.message}`),
    ).toEqual([
      'openapi.yaml:11:15 invalid OpenAPI document: must be one of "query", "header", "path", "cookie" (at /paths/~1a/get/parameters/0/in)',
    ]);
    expect(result.routes.filter((route) => route.startsWith('/api'))).toEqual([]);
  });

  it('reports an unresolved $ref where it stands', async () => {
    const yaml = `${MINIMAL}          content:\n            application/json:\n              schema:\n                $ref: "#/components/schemas/Missing"\n`;
    expect(await errorsOf(yaml)).toEqual([
      'openapi.yaml:15:23 unresolved $ref "#/components/schemas/Missing" (at /paths/~1a/get/responses/200/content/application~1json/schema/$ref)',
    ]);
  });

  it('reports duplicate operation ids, YAML syntax errors and unsupported versions', async () => {
    const duplicate = `${MINIMAL}    post:\n      operationId: getA\n      responses:\n        "200":\n          description: ok\n`;
    expect(await errorsOf(duplicate)).toEqual([
      'openapi.yaml:13:20 duplicate operationId "getA" (first at /paths/~1a/get/operationId) (at /paths/~1a/post/operationId)',
    ]);
    expect((await errorsOf('openapi: 3.1.0\ninfo: [unclosed\n'))[0]).toMatch(
      /^openapi\.yaml:\d+:\d+ invalid OpenAPI document: /,
    );
    expect(await errorsOf(MINIMAL.replace('3.1.0', '"2.0"'))).toEqual([
      'openapi.yaml:1:10 unsupported OpenAPI version "2.0": expected 3.0.x or 3.1.x (at /openapi)',
    ]);
  });

  it('checks links in descriptions like any page link', async () => {
    const yaml = MINIMAL.replace(
      '  version: "1"\n',
      '  version: "1"\n  description: See [the guide](/nowhere).\n',
    );
    const result = await buildTree(withDocument(yaml), 'warn');
    expect(result.warnings.map((d) => d.message)).toContain(
      'broken link /nowhere: no page or file at /nowhere',
    );
  });
});
