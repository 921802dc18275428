import { primaryType } from './example.ts';
import { code, mdxInline, mdxText } from './mdx-text.ts';
import { componentSchemaName, deref, refOf } from './refs.ts';
import type { OpenApiDocument, SchemaObject } from './types.ts';

export interface SchemaContext {
  doc: OpenApiDocument;
  /** Link to a component schema's section on the schemas page. */
  schemaHref: (name: string) => string;
}

/**
 * A schema as MDX: each property a row with its type, flags and description;
 * properties that have their own properties open as `<details>`. `allOf` is
 * merged into one object, `oneOf`/`anyOf` list their variants, and a schema met
 * again inside itself becomes a link to its section instead of a new level.
 */
export function schemaTree(context: SchemaContext, schema: SchemaObject): string {
  return `<div className="api-schema">\n\n${body(context, schema, [])}\n\n</div>`;
}

function body(context: SchemaContext, schema: SchemaObject, visiting: string[]): string {
  const { doc } = context;
  const ref = refOf(schema);
  if (ref && visiting.includes(ref)) return recursionNote(context, ref);
  const path = ref ? [...visiting, ref] : visiting;
  const resolved = deref(doc, schema);
  const variants = resolved.oneOf ?? resolved.anyOf;
  if (variants) return variantList(context, resolved, variants, path);
  const object = mergedObject(doc, resolved);
  if (object) {
    const required = new Set(object.required);
    const rows = Object.entries(object.properties).map(([name, property]) =>
      propertyRow(context, name, property, required.has(name), path),
    );
    return rows.length > 0
      ? rows.join('\n\n')
      : '<p className="api-prop-empty">Any JSON object.</p>';
  }
  if (primaryType(resolved) === 'array' && resolved.items) {
    const items = deref(doc, resolved.items);
    const head = `<p className="api-prop-head">Array of ${typeLabel(doc, resolved.items)}</p>`;
    return hasChildren(doc, items) ? `${head}\n\n${body(context, resolved.items, path)}` : head;
  }
  return `<p className="api-prop-head">${typeLabel(doc, schema)}${constraints(resolved)}</p>`;
}

function propertyRow(
  context: SchemaContext,
  name: string,
  property: SchemaObject,
  required: boolean,
  visiting: string[],
): string {
  const { doc } = context;
  const resolved = deref(doc, property);
  const flags = [
    required ? '<span className="api-badge api-badge-required">required</span>' : '',
    resolved.deprecated ? '<span className="api-badge">deprecated</span>' : '',
    resolved.readOnly ? '<span className="api-badge">read-only</span>' : '',
  ].filter(Boolean);
  const head = [
    code(name),
    `<span className="api-type">${typeLabel(doc, property)}</span>`,
    ...flags,
  ].join(' ');
  const description = [mdxText(resolved.description), constraintsText(resolved)]
    .filter(Boolean)
    .join('\n\n');
  const ref = refOf(property) ?? refOf(resolved.items);
  const recursive = ref !== undefined && visiting.includes(ref);
  if (recursive) {
    return `<div className="api-prop">\n<p className="api-prop-head">${head}</p>\n\n${[description, recursionNote(context, ref)].filter(Boolean).join('\n\n')}\n\n</div>`;
  }
  const nested = childSchema(doc, property);
  if (!nested) {
    return `<div className="api-prop">\n<p className="api-prop-head">${head}</p>${description ? `\n\n${description}` : ''}\n\n</div>`;
  }
  const children = body(context, nested, visiting);
  return `<details className="api-prop">\n<summary className="api-prop-head">${head}</summary>\n\n${description ? `${description}\n\n` : ''}<div className="api-props">\n\n${children}\n\n</div>\n\n</details>`;
}

function variantList(
  context: SchemaContext,
  schema: SchemaObject,
  variants: SchemaObject[],
  visiting: string[],
): string {
  const word = schema.oneOf ? 'One of' : 'Any of';
  const by = schema.discriminator ? `, chosen by ${code(schema.discriminator.propertyName)}` : '';
  const items = variants.map((variant, index) => {
    const label = variantLabel(context.doc, variant, index);
    const inner = body(context, variant, visiting);
    return `<details className="api-variant">\n<summary className="api-prop-head">${label}</summary>\n\n<div className="api-props">\n\n${inner}\n\n</div>\n\n</details>`;
  });
  return `<p className="api-variants-head">${word} ${variants.length} shapes${by}:</p>\n\n${items.join('\n\n')}`;
}

function variantLabel(doc: OpenApiDocument, variant: SchemaObject, index: number): string {
  const name = componentSchemaName(refOf(variant));
  if (name) return mdxInline(name);
  const resolved = deref(doc, variant);
  return resolved.title
    ? mdxInline(resolved.title)
    : `${typeLabel(doc, variant)} (option ${index + 1})`;
}

/** The schema a property opens into, if it has properties or variants of its own. */
function childSchema(doc: OpenApiDocument, property: SchemaObject): SchemaObject | undefined {
  const resolved = deref(doc, property);
  if (hasChildren(doc, resolved)) return property;
  if (
    primaryType(resolved) === 'array' &&
    resolved.items &&
    hasChildren(doc, deref(doc, resolved.items))
  )
    return resolved.items;
  return undefined;
}

function hasChildren(doc: OpenApiDocument, schema: SchemaObject): boolean {
  if (schema.oneOf || schema.anyOf) return true;
  const object = mergedObject(doc, schema);
  return object !== undefined && Object.keys(object.properties).length > 0;
}

/** Properties and required names of an object schema, with `allOf` parts merged in order. */
function mergedObject(
  doc: OpenApiDocument,
  schema: SchemaObject,
  seen: Set<string> = new Set(),
): { properties: Record<string, SchemaObject>; required: string[] } | undefined {
  if (!schema.allOf && !schema.properties && primaryType(schema) !== 'object') return undefined;
  const properties: Record<string, SchemaObject> = {};
  const required: string[] = [];
  for (const part of schema.allOf ?? []) {
    const ref = refOf(part);
    if (ref && seen.has(ref)) continue;
    const merged = mergedObject(doc, deref(doc, part), ref ? new Set([...seen, ref]) : seen);
    if (!merged) continue;
    Object.assign(properties, merged.properties);
    required.push(...merged.required);
  }
  Object.assign(properties, schema.properties ?? {});
  required.push(...(schema.required ?? []));
  return { properties, required };
}

/** "string", "integer | null", "array of Trace", "ObservationTree", `"NUMERIC"`. */
export function typeLabel(doc: OpenApiDocument, schema: SchemaObject): string {
  const name = componentSchemaName(refOf(schema));
  const resolved = deref(doc, schema);
  if (resolved.const !== undefined) return code(JSON.stringify(resolved.const));
  if (name && (hasChildren(doc, resolved) || resolved.allOf)) return mdxInline(name);
  const types = Array.isArray(resolved.type) ? resolved.type : resolved.type ? [resolved.type] : [];
  if (resolved.nullable) types.push('null');
  const main = primaryType(resolved);
  let label: string;
  if (main === 'array' && resolved.items) label = `array of ${typeLabel(doc, resolved.items)}`;
  else if (resolved.oneOf || resolved.anyOf) label = 'one of several shapes';
  else if (main) label = resolved.format ? `${main} (${mdxInline(resolved.format)})` : main;
  else label = 'any';
  if (Array.isArray(resolved.enum))
    label = `enum: ${resolved.enum.map((value) => code(JSON.stringify(value).replace(/^"|"$/g, ''))).join(' \\| ')}`;
  return types.includes('null') && main !== 'null' ? `${label} or null` : label;
}

function constraints(schema: SchemaObject): string {
  const text = constraintsText(schema);
  return text ? ` · ${text}` : '';
}

function constraintsText(schema: SchemaObject): string {
  const parts: string[] = [];
  if (schema.default !== undefined) parts.push(`default ${code(JSON.stringify(schema.default))}`);
  if (schema.minimum !== undefined) parts.push(`minimum ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`maximum ${schema.maximum}`);
  if (schema.minLength !== undefined) parts.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) parts.push(`at most ${schema.maxLength} characters`);
  if (schema.minItems !== undefined) parts.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) parts.push(`at most ${schema.maxItems} items`);
  if (schema.pattern !== undefined) parts.push(`pattern ${code(schema.pattern)}`);
  return parts.length > 0 ? `<span className="api-constraints">${parts.join(', ')}</span>` : '';
}

function recursionNote(context: SchemaContext, ref: string): string {
  const name = componentSchemaName(ref) ?? ref;
  return `<p className="api-recursive">Recursive: the same shape as [${mdxInline(name)}](${context.schemaHref(name)}).</p>`;
}
