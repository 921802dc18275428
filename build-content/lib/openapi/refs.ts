import type { OpenApiDocument, SchemaObject } from './types.ts';

/** Every `$ref` in the document with the JSON pointer of the object holding it. */
export function collectRefs(doc: unknown): { pointer: string; ref: string }[] {
  const found: { pointer: string; ref: string }[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${pointer}/${index}`);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string')
        found.push({ pointer: `${pointer}/$ref`, ref: child });
      // Examples are data, not schema: a "$ref" key inside one is just a value.
      else if (key !== 'example' && key !== 'examples')
        walk(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    }
  };
  walk(doc, '');
  return found;
}

/** The value at a JSON pointer ("/components/schemas/Trace"), or undefined. */
export function resolvePointer(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  let value: unknown = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
    if (value === undefined) return undefined;
  }
  return value;
}

/** Follows `$ref`s (validated by the loader) until a plain object. */
export function deref<T>(doc: OpenApiDocument, value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let hops = 0; hops < 32; hops++) {
    const ref = (current as { $ref?: unknown })?.$ref;
    if (typeof ref !== 'string') return current as T;
    current = resolvePointer(doc, ref.slice(1));
  }
  return current as T;
}

/** "#/components/schemas/Trace" → "Trace"; other refs → undefined. */
export function componentSchemaName(ref: string | undefined): string | undefined {
  const match = ref ? /^#\/components\/schemas\/([^/]+)$/.exec(ref) : null;
  return match ? match[1].replaceAll('~1', '/').replaceAll('~0', '~') : undefined;
}

export function refOf(schema: SchemaObject | undefined): string | undefined {
  return typeof schema?.$ref === 'string' ? schema.$ref : undefined;
}
