import GithubSlugger from 'github-slugger';
import type { MetaEntries } from '../meta.ts';
import { code, mdxInline, mdxText, tableCell } from './mdx-text.ts';
import { type OperationInfo, operationPage } from './operation-page.ts';
import { deref } from './refs.ts';
import { schemaTree } from './schema-tree.ts';
import { HTTP_METHODS, type OpenApiDocument, type ParameterObject } from './types.ts';

/** A generated page: its content-relative path (as if it were a file) and its MDX. */
export interface GeneratedPage {
  relPath: string;
  source: string;
}

export interface ReferenceSite {
  pages: GeneratedPage[];
  /** `_meta` entries by the content-relative path of the `_meta.json` they stand for. */
  metas: Map<string, MetaEntries>;
}

/**
 * The reference for one document, placed in `folder` (content-relative, e.g.
 * "docs/api/reference"): an overview, a page per tag listing its operations, a
 * page per operation and a page of the shared schemas.
 */
export function referencePages(
  doc: OpenApiDocument,
  folder: string,
  envPrefix: string,
): ReferenceSite {
  const route = `/${folder}`;
  const slugger = new GithubSlugger();
  const schemaHref = (name: string) => `${route}/schemas#${new GithubSlugger().slug(name)}`;
  const server = doc.servers?.[0]?.url ?? '';
  const basePath = (/^[a-z]+:\/\/[^/]+(\/.*)?$/i.exec(server)?.[1] ?? server).replace(/\/$/, '');
  const options = { doc, schemaHref, basePath, envPrefix, authHref: `${route}#authentication` };

  const byTag = new Map<
    string,
    { slug: string; operations: (OperationInfo & { slug: string })[] }
  >();
  for (const tag of doc.tags ?? [])
    byTag.set(tag.name, { slug: slugger.slug(tag.name), operations: [] });
  const opSlugs = new GithubSlugger();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, { slug: slugger.slug(tag), operations: [] });
      const parameters = mergeParameters(doc, item.parameters, operation.parameters);
      const slug = opSlugs.slug(kebab(operation.operationId ?? `${method} ${path}`));
      byTag.get(tag)?.operations.push({ method, path, operation, parameters, slug });
    }
  }

  const pages: GeneratedPage[] = [];
  const metas = new Map<string, MetaEntries>();
  const rootMeta: MetaEntries = new Map([['index', { title: 'Overview' }]]);
  for (const [name, group] of byTag) {
    if (group.operations.length === 0) continue;
    rootMeta.set(group.slug, { title: name });
    const tagMeta: MetaEntries = new Map();
    const description = doc.tags?.find((tag) => tag.name === name)?.description;
    pages.push({
      relPath: `${folder}/${group.slug}/index.mdx`,
      source: page(
        { title: name, description: firstSentence(description) ?? `${name} endpoints.` },
        [
          `# ${mdxInline(name)}`,
          mdxText(description),
          operationTable(group.operations, `${route}/${group.slug}`, basePath),
        ],
      ),
    });
    for (const op of group.operations) {
      tagMeta.set(op.slug, {
        title: op.operation.summary ?? `${op.method.toUpperCase()} ${op.path}`,
      });
      pages.push({
        relPath: `${folder}/${group.slug}/${op.slug}.mdx`,
        source: page(
          {
            title: op.operation.summary ?? `${op.method.toUpperCase()} ${op.path}`,
            description:
              firstSentence(op.operation.description) ??
              `${op.method.toUpperCase()} ${basePath}${op.path}`,
            apiMethod: op.method.toUpperCase(),
          },
          [operationPage(options, op)],
        ),
      });
    }
    metas.set(`${folder}/${group.slug}/_meta.json`, tagMeta);
  }
  const schemas = Object.keys(doc.components?.schemas ?? {});
  if (schemas.length > 0) {
    rootMeta.set('schemas', { title: 'Schemas' });
    pages.push({
      relPath: `${folder}/schemas.mdx`,
      source: page(
        { title: 'Schemas', description: `The shared data shapes of the ${doc.info.title}.` },
        [
          '# Schemas',
          'Shapes that several endpoints share. Fields that refer to one of these link here.',
          ...schemas.flatMap((name) => {
            const schema = doc.components?.schemas?.[name] ?? {};
            return [
              `## ${mdxInline(name)}`,
              mdxText(deref(doc, schema).description),
              schemaTree(options, {
                $ref: `#/components/schemas/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`,
              }),
            ];
          }),
        ],
      ),
    });
  }
  pages.push({ relPath: `${folder}/index.mdx`, source: overviewPage(doc, byTag, route, basePath) });
  metas.set(`${folder}/_meta.json`, rootMeta);
  return { pages, metas };
}

function overviewPage(
  doc: OpenApiDocument,
  byTag: Map<string, { slug: string; operations: OperationInfo[] }>,
  route: string,
  basePath: string,
): string {
  const servers = (doc.servers ?? []).map(
    (s) => `| ${tableCell(s.description ?? '')} | ${code(s.url)} |`,
  );
  const groups = [...byTag].filter(([, group]) => group.operations.length > 0);
  return page(
    {
      title: 'API reference',
      description: firstSentence(doc.info.summary ?? doc.info.description) ?? doc.info.title,
    },
    [
      '# API reference',
      mdxText(doc.info.description ?? doc.info.summary),
      `Version ${code(doc.info.version)}. The OpenAPI document itself is at [/openapi.json](/openapi.json): import it into an API client or generate a typed client from it.`,
      servers.length > 0
        ? ['## Base URLs', '| Deployment | Base URL |', '| --- | --- |', ...servers].join('\n')
        : '',
      '## Authentication',
      authenticationText(doc),
      '## Endpoints',
      ...groups.map(
        ([name, group]) =>
          `### [${mdxInline(name)}](${route}/${group.slug})\n\n${operationTable(group.operations as (OperationInfo & { slug: string })[], `${route}/${group.slug}`, basePath)}`,
      ),
    ],
  );
}

function authenticationText(doc: OpenApiDocument): string {
  const schemes = Object.entries(doc.components?.securitySchemes ?? {});
  if (schemes.length === 0) return 'Requests need no credentials.';
  return schemes
    .map(
      ([name, scheme]) =>
        `- ${code(name)}: ${scheme.type === 'http' ? `HTTP ${scheme.scheme ?? ''} auth` : scheme.type}. ${mdxInline(scheme.description)}`,
    )
    .join('\n');
}

function operationTable(
  operations: (OperationInfo & { slug: string })[],
  folderRoute: string,
  basePath: string,
): string {
  const rows = operations.map(
    (op) =>
      `| <span className="api-method api-method-${op.method}">${op.method.toUpperCase()}</span> | ${code(`${basePath}${op.path}`)} | [${tableCell(op.operation.summary ?? op.slug)}](${folderRoute}/${op.slug}) |`,
  );
  return ['| Method | Path | Endpoint |', '| --- | --- | --- |', ...rows].join('\n');
}

/** Operation parameters override path-level ones with the same name and location. */
function mergeParameters(
  doc: OpenApiDocument,
  pathLevel: ParameterObject[] = [],
  own: ParameterObject[] = [],
): ParameterObject[] {
  const merged = new Map<string, ParameterObject>();
  for (const raw of [...pathLevel, ...own]) {
    const parameter = deref(doc, raw);
    merged.set(`${parameter.in}\0${parameter.name}`, parameter);
  }
  return [...merged.values()];
}

function page(frontMatter: Record<string, string>, blocks: string[]): string {
  const yaml = Object.entries(frontMatter).map(
    ([key, value]) => `${key}: ${JSON.stringify(value)}`,
  );
  return `---\n${yaml.join('\n')}\n---\n\n${blocks.filter(Boolean).join('\n\n')}\n`;
}

function firstSentence(text: string | undefined): string | undefined {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  const plain = line.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
  const match = /^(.+?[.!?])(\s|$)/.exec(plain);
  return match ? match[1] : plain;
}

function kebab(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}
