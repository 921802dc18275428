import { exampleFor } from './example.ts';
import { codeBlock } from './mdx-text.ts';
import type { OpenApiDocument, ParameterObject } from './types.ts';

export interface SampleRequest {
  method: string;
  /** Path template, e.g. /traces/{traceId}. */
  path: string;
  /** Path of the API below the host (from the first server URL), e.g. /api/public. */
  basePath: string;
  /** Required query parameters, and path parameters, with example values. */
  parameters: ParameterObject[];
  body?: unknown;
  /** Environment-variable prefix for the keys, from the site config. */
  envPrefix: string;
  auth?: SampleAuth;
}

/** How the examples authenticate: Basic with the key pair, a bearer token, or a key header. */
export type SampleAuth = { kind: 'basic' } | { kind: 'bearer' } | { kind: 'header'; name: string };

/** Request examples in curl, Python (httpx) and JavaScript (fetch) inside language tabs. */
export function requestSamples(doc: OpenApiDocument, request: SampleRequest): string {
  const url = exampleUrl(doc, request);
  const json = request.body === undefined ? undefined : JSON.stringify(request.body, null, 2);
  const tabs = [
    codeBlock('bash', curl(request, url, json)),
    codeBlock('python', python(request, url, json)),
    codeBlock('js', javascript(request, url, json)),
  ];
  return `<LangTabs items={["curl", "Python", "JavaScript"]}>\n${tabs
    .map((block) => `<Tab>\n\n${block}\n\n</Tab>`)
    .join('\n')}\n</LangTabs>`;
}

/** The URL after the host, which each language prefixes with the host from the environment. */
function exampleUrl(doc: OpenApiDocument, request: SampleRequest): string {
  let path = request.path;
  const query: string[] = [];
  for (const parameter of request.parameters) {
    const value =
      parameter.example ??
      (parameter.schema ? exampleFor(doc, parameter.schema, [], parameter.name) : 'value');
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === 'query') query.push(`${parameter.name}=${encodeURIComponent(text)}`);
  }
  return `${request.basePath}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

function curl(request: SampleRequest, url: string, json: string | undefined): string {
  const env = request.envPrefix;
  const lines = [`curl -X ${request.method.toUpperCase()} "$${env}_HOST${url}"`];
  const auth = request.auth;
  if (auth?.kind === 'basic') lines.push(`  -u "$${env}_PUBLIC_KEY:$${env}_SECRET_KEY"`);
  if (auth?.kind === 'bearer') lines.push(`  -H "Authorization: Bearer $${env}_API_KEY"`);
  if (auth?.kind === 'header') lines.push(`  -H "${auth.name}: $${env}_API_KEY"`);
  if (json !== undefined) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d '${json.replaceAll("'", "'\\''")}'`);
  }
  return lines.join(' \\\n');
}

function python(request: SampleRequest, url: string, json: string | undefined): string {
  const env = request.envPrefix;
  const args = [
    `    f"{os.environ['${env}_HOST']}${url.replaceAll('{', '{{').replaceAll('}', '}}')}",`,
  ];
  const auth = request.auth;
  if (auth?.kind === 'basic')
    args.push(`    auth=(os.environ["${env}_PUBLIC_KEY"], os.environ["${env}_SECRET_KEY"]),`);
  if (auth?.kind === 'bearer')
    args.push(`    headers={"Authorization": f"Bearer {os.environ['${env}_API_KEY']}"},`);
  if (auth?.kind === 'header')
    args.push(`    headers={"${auth.name}": os.environ["${env}_API_KEY"]},`);
  if (json !== undefined) args.push(`    json=${pythonLiteral(request.body, 4)},`);
  return [
    'import os',
    '',
    'import httpx',
    '',
    `response = httpx.request(`,
    `    "${request.method.toUpperCase()}",`,
    ...args,
    ')',
    'response.raise_for_status()',
    request.method === 'delete' ? '' : 'print(response.json())',
  ]
    .join('\n')
    .trimEnd();
}

function javascript(request: SampleRequest, url: string, json: string | undefined): string {
  const env = request.envPrefix;
  const headers: string[] = [];
  const auth = request.auth;
  if (auth?.kind === 'basic')
    headers.push(
      `    Authorization: \`Basic \${btoa(\`\${process.env.${env}_PUBLIC_KEY}:\${process.env.${env}_SECRET_KEY}\`)}\`,`,
    );
  if (auth?.kind === 'bearer')
    headers.push(`    Authorization: \`Bearer \${process.env.${env}_API_KEY}\`,`);
  if (auth?.kind === 'header') headers.push(`    "${auth.name}": process.env.${env}_API_KEY,`);
  if (json !== undefined) headers.push(`    "Content-Type": "application/json",`);
  const options = [`  method: "${request.method.toUpperCase()}",`];
  if (headers.length > 0) options.push('  headers: {', ...headers, '  },');
  if (json !== undefined) options.push(`  body: JSON.stringify(${indent(json, 2)}),`);
  return [
    `const response = await fetch(\`\${process.env.${env}_HOST}${url}\`, {`,
    ...options,
    '});',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: this is JavaScript source for the example
    'if (!response.ok) throw new Error(`HTTP ${response.status}`);',
    request.method === 'delete' ? '' : 'console.log(await response.json());',
  ]
    .join('\n')
    .trimEnd();
}

/** JSON as a Python literal (True/False/None), indented to sit inside a call. */
function pythonLiteral(value: unknown, depth: number): string {
  const json = JSON.stringify(value, null, 4) ?? 'None';
  const literal = json.replace(
    /("(?:[^"\\]|\\.)*")|\b(true|false|null)\b/g,
    (_match, string, word) =>
      string ? string : word === 'true' ? 'True' : word === 'false' ? 'False' : 'None',
  );
  return indent(literal, depth);
}

function indent(text: string, spaces: number): string {
  return text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
}
