import path from 'node:path';
import type { Program } from 'estree';
import { find, html } from 'property-information';
import { COMPONENT_NAMES } from '../component-names.ts';
import { at, type Diagnostic } from './diagnostics.ts';
import { BLOCK_TAGS, BLOCKED_ELEMENTS, isAllowedIframe, isJavascriptUrl } from './html-safety.ts';
import { type MdAttribute, type MdNode, staticElement } from './md-node.ts';
import { mermaidElement } from './mermaid-svg.ts';
import { evaluateStatic, NotStaticError, programExpression } from './static-eval.ts';

const KNOWN_COMPONENTS = new Set<string>(COMPONENT_NAMES);

/** A link found in the source, checked once every page is known. */
export interface SourceLink {
  href: string;
  file: string;
  line: number;
  column: number;
}

export interface JsxContext {
  /** Display path used in diagnostics. */
  file: string;
  /** Absolute path, to resolve imports. */
  absolutePath: string;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  links: SourceLink[];
  /** Loads, transforms and returns the body of a partial; undefined when it failed. */
  loadPartial: (absolutePath: string, from: JsxContext, node: MdNode) => MdNode[] | undefined;
}

interface Scope {
  components: Map<string, string>;
  partials: Map<string, string>;
}

/**
 * Resolves the JSX of one parsed document in place: known components become
 * static elements with JSON props, partials are inlined, anything that needs
 * code to run is reported and dropped (its children stay).
 */
export function transformJsx(root: MdNode, context: JsxContext): void {
  const scope: Scope = { components: new Map(), partials: new Map() };
  for (const name of KNOWN_COMPONENTS) scope.components.set(name, name);
  for (const node of root.children ?? []) {
    if (node.type === 'mdxjsEsm') readEsm(node, scope, context);
  }
  root.children = transformChildren(root.children ?? [], scope, context, false);
}

function warn(context: JsxContext, node: { position?: MdNode['position'] }, message: string) {
  context.warnings.push({ file: context.file, ...at(node), message });
}

function fail(context: JsxContext, node: { position?: MdNode['position'] }, message: string) {
  context.errors.push({ file: context.file, ...at(node), message });
}

function readEsm(node: MdNode, scope: Scope, context: JsxContext): void {
  const program = node.data?.estree as Program | undefined;
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'ImportDeclaration') {
      warn(context, node, 'exports need code to run and are ignored');
      continue;
    }
    const source = String(statement.source.value);
    for (const specifier of statement.specifiers) {
      const local = specifier.local.name;
      if (/\.mdx?$/.test(source)) {
        if (specifier.type === 'ImportDefaultSpecifier') {
          scope.partials.set(local, path.resolve(path.dirname(context.absolutePath), source));
        } else {
          warn(context, node, `only the default import of "${source}" is supported`);
        }
        continue;
      }
      const imported =
        specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
          ? specifier.imported.name
          : local;
      if (KNOWN_COMPONENTS.has(imported)) scope.components.set(local, imported);
      else if (KNOWN_COMPONENTS.has(local)) scope.components.set(local, local);
      else warn(context, node, `import of "${local}" from "${source}" is not supported`);
    }
  }
}

function transformChildren(
  children: MdNode[],
  scope: Scope,
  context: JsxContext,
  inParagraph: boolean,
): MdNode[] {
  const result: MdNode[] = [];
  for (const child of children) {
    for (const replaced of transformNode(child, scope, context, inParagraph)) {
      result.push(replaced);
    }
  }
  return result;
}

function transformNode(
  node: MdNode,
  scope: Scope,
  context: JsxContext,
  inParagraph: boolean,
): MdNode[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const program = node.data?.estree as Program | undefined;
      if (program && program.body.length > 0) {
        warn(context, node, `expression {${node.value ?? ''}} needs code to run and was dropped`);
      }
      return [];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return transformElement(node, scope, context, inParagraph);
    case 'code':
      if (node.lang === 'mermaid') {
        return [mermaidElement(node, context)];
      }
      return [node];
    case 'link':
    case 'definition':
      if (node.url) context.links.push({ href: node.url, file: context.file, ...at(node) });
      break;
  }
  if (node.children) {
    const isParagraph = node.type === 'paragraph';
    node.children = transformChildren(node.children, scope, context, isParagraph);
    if (isParagraph && holdsOnlyBlocks(node.children)) return node.children;
  }
  return [node];
}

/** A paragraph that only wraps a block component (a one-line `<Callout>`) is unwrapped. */
function holdsOnlyBlocks(children: MdNode[]): boolean {
  let blocks = 0;
  for (const child of children) {
    if (child.type === 'staticElement' && child.data?.block) blocks++;
    else if (child.type === 'text' && !child.value?.trim()) continue;
    else return false;
  }
  return blocks > 0;
}

function transformElement(
  node: MdNode,
  scope: Scope,
  context: JsxContext,
  inParagraph: boolean,
): MdNode[] {
  const name = node.name;
  const children = () => transformChildren(node.children ?? [], scope, context, inParagraph);
  if (!name) return children();

  const partial = scope.partials.get(name);
  if (partial) return context.loadPartial(partial, context, node) ?? [];

  const component = resolveComponent(name, scope);
  if (component) {
    const props = evaluateAttributes(node, context, false);
    if (typeof props.href === 'string') {
      context.links.push({ href: props.href, file: context.file, ...at(node) });
    }
    return [staticElement(component, props, children(), true, node.position)];
  }

  if (/^[a-z][a-z0-9-]*$/.test(name)) {
    if (BLOCKED_ELEMENTS.has(name)) {
      warn(context, node, `<${name}> is not allowed in content and was dropped`);
      return [];
    }
    const props = evaluateAttributes(node, context, true);
    if (name === 'iframe' && !isAllowedIframe(props.src)) {
      warn(context, node, '<iframe> is only allowed for https video hosts and was dropped');
      return [];
    }
    if (typeof props.href === 'string') {
      context.links.push({ href: props.href, file: context.file, ...at(node) });
    }
    return [staticElement(name, props, children(), BLOCK_TAGS.has(name), node.position)];
  }

  warn(context, node, `unknown component <${name}> renders only its children`);
  return children();
}

function resolveComponent(name: string, scope: Scope): string | undefined {
  const direct = scope.components.get(name);
  if (direct) return direct;
  const dot = name.indexOf('.');
  if (dot > 0) {
    const base = scope.components.get(name.slice(0, dot));
    const full = base ? `${base}${name.slice(dot)}` : undefined;
    if (full && KNOWN_COMPONENTS.has(full)) return full;
  }
  return undefined;
}

function evaluateAttributes(
  node: MdNode,
  context: JsxContext,
  htmlElement: boolean,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    const where = attribute.position ? attribute : node;
    if (attribute.type === 'mdxJsxExpressionAttribute' || !attribute.name) {
      warn(context, where, 'spread attributes need code to run and were dropped');
      continue;
    }
    const name = attribute.name;
    if (/^on/i.test(name) || name === 'dangerouslySetInnerHTML') {
      warn(context, where, `attribute "${name}" needs code to run and was dropped`);
      continue;
    }
    let value: unknown;
    try {
      value = attributeValue(attribute);
    } catch (error) {
      if (!(error instanceof NotStaticError)) throw error;
      const message = `attribute "${name}" of <${node.name}>: ${error.message}`;
      if (error.fatal) fail(context, where, message);
      else warn(context, where, `${message}; the attribute was dropped`);
      continue;
    }
    if (value === undefined) continue;
    if (typeof value === 'string' && isJavascriptUrl(value)) {
      warn(context, where, `attribute "${name}" holds a script URL and was dropped`);
      continue;
    }
    props[htmlElement ? find(html, name).property : name] = value;
  }
  return props;
}

function attributeValue(attribute: MdAttribute): unknown {
  const value = attribute.value;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const expression = programExpression(value.data?.estree);
  if (!expression) return undefined;
  return evaluateStatic(expression);
}
