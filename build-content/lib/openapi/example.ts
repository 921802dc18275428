import { deref, refOf } from './refs.ts';
import type { MediaTypeObject, OpenApiDocument, SchemaObject } from './types.ts';

const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2026-01-15T09:30:00Z',
  date: '2026-01-15',
  time: '09:30:00Z',
  email: 'ada@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3f2c8a4e-9d1b-4c6e-8f0a-2b7d5e1c9a34',
  hostname: 'example.com',
  ipv4: '192.0.2.10',
};

/** The example a media type documents, else one generated from its schema. */
export function mediaExample(doc: OpenApiDocument, media: MediaTypeObject | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = media.examples ? Object.values(media.examples)[0] : undefined;
  if (first) {
    const resolved = deref(doc, first);
    if (resolved?.value !== undefined) return resolved.value;
  }
  return media.schema ? exampleFor(doc, media.schema) : undefined;
}

/**
 * A plausible value for a schema: its own example, default, const or first
 * enum value, else one built from its type. Deterministic, and a recursive
 * schema stops at its second visit (an empty array or object).
 */
export function exampleFor(
  doc: OpenApiDocument,
  schema: SchemaObject,
  visiting: readonly string[] = [],
  name = '',
): unknown {
  const ref = refOf(schema);
  if (ref) {
    if (visiting.includes(ref)) return undefined;
    return exampleFor(doc, deref(doc, schema), [...visiting, ref], name);
  }
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (schema.allOf) {
    const merged: Record<string, unknown> = {};
    for (const part of schema.allOf) {
      const value = exampleFor(doc, part, visiting, name);
      if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(merged, value);
    }
    return merged;
  }
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (choice) return exampleFor(doc, choice, visiting, name);

  const type = primaryType(schema);
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (deref(doc, property).readOnly && visiting.length === 0) continue;
        const value = exampleFor(doc, property, visiting, key);
        if (value !== undefined) result[key] = value;
      }
      return result;
    }
    case 'array': {
      const item = schema.items ? exampleFor(doc, schema.items, visiting, name) : undefined;
      return item === undefined ? [] : [item];
    }
    case 'integer':
      return schema.minimum ?? 1;
    case 'number':
      return schema.minimum ?? 0.5;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return (
        (schema.format && FORMAT_SAMPLES[schema.format]) ?? (name ? sampleString(name) : 'string')
      );
    default:
      // No type at all: "any JSON value".
      return name === 'input' ? { question: 'How do I trace a function?' } : undefined;
  }
}

/** The first non-null type: `[string, "null"]` documents a string. */
export function primaryType(schema: SchemaObject): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? 'null';
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

function sampleString(name: string): string {
  if (/id$/i.test(name)) return `${name.replace(/Id$/, '').toLowerCase() || 'item'}-123`;
  if (/name$/i.test(name)) return 'my-name';
  return name;
}
