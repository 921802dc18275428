import { mediaExample } from './example.ts';
import { code, codeBlock, mdxInline, mdxText, tableCell } from './mdx-text.ts';
import { deref } from './refs.ts';
import { requestSamples, type SampleAuth } from './samples.ts';
import { type SchemaContext, schemaTree, typeLabel } from './schema-tree.ts';
import type { HttpMethod, OperationObject, ParameterObject, ResponseObject } from './types.ts';

export interface OperationInfo {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  /** Path-level and operation-level parameters, resolved, the operation's winning on a clash. */
  parameters: ParameterObject[];
}

export interface OperationPageOptions extends SchemaContext {
  basePath: string;
  envPrefix: string;
  /** Link to the authentication section of the overview page. */
  authHref: string;
}

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '207': 'Multi-Status',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '413': 'Content Too Large',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
  default: 'Any other status',
};

/** The MDX body of one operation's page (front matter is added by the caller). */
export function operationPage(options: OperationPageOptions, info: OperationInfo): string {
  const { doc } = options;
  const { operation, method, path } = info;
  const parts: string[] = [
    `# ${mdxInline(operation.summary ?? `${method.toUpperCase()} ${path}`)}`,
  ];
  parts.push(
    `<p className="api-endpoint"><span className="api-method api-method-${method}">${method.toUpperCase()}</span> ${code(`${options.basePath}${path}`)}</p>`,
  );
  if (operation.deprecated)
    parts.push('<Callout type="warning">This endpoint is deprecated.</Callout>');
  if (operation.description) parts.push(mdxText(operation.description));
  if (operation.operationId) parts.push(`Operation ID: ${code(operation.operationId)}`);

  parts.push('## Authentication', authText(options, operation));

  if (info.parameters.length > 0)
    parts.push('## Parameters', parameterTable(options, info.parameters));

  const body = operation.requestBody ? deref(doc, operation.requestBody) : undefined;
  const bodyMedia = body?.content?.['application/json'] ?? Object.values(body?.content ?? {})[0];
  if (body && bodyMedia?.schema) {
    parts.push('## Request body');
    const type = Object.keys(body.content ?? {})[0] ?? 'application/json';
    parts.push(
      `${code(type)}${body.required ? ', required' : ', optional'}.${body.description ? ` ${mdxInline(body.description)}` : ''}`,
    );
    parts.push(schemaTree(options, bodyMedia.schema));
  }

  parts.push('## Responses');
  for (const [status, raw] of Object.entries(operation.responses ?? {})) {
    parts.push(...responseSection(options, status, deref(doc, raw as ResponseObject)));
  }

  parts.push('## Example request');
  parts.push(
    requestSamples(doc, {
      method,
      path,
      basePath: options.basePath,
      parameters: info.parameters.filter(
        (p) => p.in === 'path' || (p.in === 'query' && p.required),
      ),
      body: bodyMedia ? mediaExample(doc, bodyMedia) : undefined,
      envPrefix: options.envPrefix,
      auth: sampleAuth(options, operation),
    }),
  );
  return `${parts.join('\n\n')}\n`;
}

function requiresAuth(options: OperationPageOptions, operation: OperationObject): boolean {
  const security = operation.security ?? options.doc.security ?? [];
  return security.some((requirement) => Object.keys(requirement).length > 0);
}

/** The first security scheme the operation accepts, in the form the examples send it. */
function sampleAuth(
  options: OperationPageOptions,
  operation: OperationObject,
): SampleAuth | undefined {
  const name = (operation.security ?? options.doc.security ?? []).flatMap((r) => Object.keys(r))[0];
  const scheme = name ? options.doc.components?.securitySchemes?.[name] : undefined;
  if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return { kind: 'basic' };
  if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer')
    return { kind: 'bearer' };
  if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name)
    return { kind: 'header', name: scheme.name };
  return undefined;
}

function authText(options: OperationPageOptions, operation: OperationObject): string {
  if (!requiresAuth(options, operation)) return 'None: this endpoint answers without credentials.';
  const schemes = options.doc.components?.securitySchemes ?? {};
  const names = (operation.security ?? options.doc.security ?? []).flatMap((r) => Object.keys(r));
  const described = names.map((name) => {
    const scheme = schemes[name];
    if (scheme?.type === 'http' && scheme.scheme === 'basic') return 'HTTP Basic auth';
    if (scheme?.type === 'http' && scheme.scheme === 'bearer') return 'a bearer token';
    if (scheme?.type === 'apiKey')
      return `an API key in the ${code(scheme.name ?? '')} ${scheme.in ?? ''}`.trim();
    return code(name);
  });
  return `${[...new Set(described)].join(' or ')} with the project's API keys. See [authentication](${options.authHref}).`;
}

function parameterTable(options: OperationPageOptions, parameters: ParameterObject[]): string {
  const rows = parameters.map((parameter) => {
    const schema = parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema;
    const type = schema ? typeLabel(options.doc, schema) : 'any';
    const required = parameter.required || parameter.in === 'path' ? 'yes' : 'no';
    const resolved = schema ? deref(options.doc, schema) : undefined;
    const extra =
      resolved?.default !== undefined ? ` Default ${code(JSON.stringify(resolved.default))}.` : '';
    return `| ${code(parameter.name)} | ${parameter.in} | ${type.replaceAll('|', '\\|').replaceAll('\\\\|', '\\|')} | ${required} | ${tableCell(parameter.description)}${extra} |`;
  });
  return [
    '| Name | In | Type | Required | Description |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function responseSection(
  options: OperationPageOptions,
  status: string,
  response: ResponseObject,
): string[] {
  const parts = [`### ${status} ${STATUS_TEXT[status] ?? ''}`.trimEnd()];
  if (response.description) parts.push(mdxText(response.description));
  const headers = Object.entries(response.headers ?? {});
  if (headers.length > 0) {
    parts.push(
      [
        '| Header | Type | Description |',
        '| --- | --- | --- |',
        ...headers.map(([name, raw]) => {
          const header = deref(options.doc, raw);
          const type = header.schema ? typeLabel(options.doc, header.schema) : 'string';
          return `| ${code(name)} | ${type} | ${tableCell(header.description)} |`;
        }),
      ].join('\n'),
    );
  }
  const media = response.content?.['application/json'] ?? Object.values(response.content ?? {})[0];
  if (media?.schema) {
    parts.push(schemaTree(options, media.schema));
    const example = mediaExample(options.doc, media);
    if (example !== undefined) parts.push(codeBlock('json', JSON.stringify(example, null, 2)));
  }
  return parts;
}
