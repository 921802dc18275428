import type { Program } from 'estree';
import { find, html } from 'property-information';
import { COMPONENT_NAMES } from '../component-names.ts';
import { builtinImport, NEXT_ONLY_PROPS, TABLE_PARTS } from './builtin-imports.ts';
import { type CompileSettings, standaloneSettings } from './compile-settings.ts';
import { at, type Diagnostic } from './diagnostics.ts';
import { embedIframe } from './embeds.ts';
import { evaluateWithJsx, expressionContent, treeProp } from './expression-content.ts';
import { BLOCK_TAGS, BLOCKED_ELEMENTS, isJavascriptUrl } from './html-safety.ts';
import { positionOf } from './jsx-estree.ts';
import { localizeHref } from './locale-links.ts';
import { type MdAttribute, type MdNode, staticElement } from './md-node.ts';
import { mermaidElement } from './mermaid-svg.ts';
import { locatePartial } from './partial-imports.ts';
import {
  evaluateStatic,
  type JsonValue,
  NotStaticError,
  programExpression,
} from './static-eval.ts';

const KNOWN_COMPONENTS = new Set<string>(COMPONENT_NAMES);

/** A link found in the source, checked once every page is known. */
export interface SourceLink {
  /** As written in the source. */
  href: string;
  /** As emitted, when that differs (a locale-relative link on a localized page). */
  target?: string;
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
  /** Embed hosts, locales and import aliases of the build (default: a page on its own). */
  settings?: CompileSettings;
  /** Locale of the page; its root-relative links are emitted for it. */
  locale?: string;
  /** Whether a partial exists (and, either way, that the page depends on it). */
  partialExists?: (absolutePath: string) => boolean;
  /** Imports of partials that do not exist, one diagnostic per import. */
  missingPartials?: Diagnostic[];
}

interface Scope {
  components: Map<string, string>;
  /** Imported names that stand for a plain element (`Link` from next/link is `a`). */
  tags: Map<string, string>;
  /** Imported partials by local name; "" for one that was not found (already reported). */
  partials: Map<string, string>;
}

/**
 * Resolves the JSX of one parsed document in place: known components become
 * static elements with JSON props, partials are inlined, anything that needs
 * code to run is reported and dropped (its children stay).
 */
export function transformJsx(root: MdNode, context: JsxContext): void {
  const scope: Scope = { components: new Map(), tags: new Map(), partials: new Map() };
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
    const where = { position: positionOf(statement) ?? node.position };
    for (const specifier of statement.specifiers) {
      const local = specifier.local.name;
      if (/\.mdx?$/.test(source)) {
        if (specifier.type === 'ImportDefaultSpecifier') {
          scope.partials.set(local, partialFile(source, where, context));
        } else {
          warn(context, node, `only the default import of "${source}" is supported`);
        }
        continue;
      }
      const imported =
        specifier.type === 'ImportSpecifier'
          ? specifier.imported.type === 'Identifier'
            ? specifier.imported.name
            : String(specifier.imported.value)
          : 'default';
      const target = builtinImport(source, imported, local);
      if (target && 'tag' in target) scope.tags.set(local, target.tag);
      else if (target) scope.components.set(local, target.component);
      else warn(context, node, `import of "${local}" from "${source}" is not supported`);
    }
  }
}

/** The file of an imported partial; "" after reporting (once) that it does not exist. */
function partialFile(
  source: string,
  where: { position?: MdNode['position'] },
  context: JsxContext,
): string {
  const exists = context.partialExists ?? (() => true);
  const aliases = (context.settings ?? standaloneSettings).aliases;
  const location = locatePartial(source, context.absolutePath, aliases, exists);
  if ('file' in location) return location.file;
  const diagnostic = { file: context.file, ...at(where), message: location.problem };
  (context.missingPartials ?? context.errors).push(diagnostic);
  return '';
}

/** Records a link of the page and returns the href to emit (localized for the page's locale). */
function trackLink(context: JsxContext, node: { position?: MdNode['position'] }, href: string) {
  const settings = context.settings ?? standaloneSettings;
  const target = localizeHref(href, context.locale ?? '', settings.locales);
  const link: SourceLink = { href, file: context.file, ...at(node) };
  if (target !== href) link.target = target;
  context.links.push(link);
  return target;
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
      const content = expressionContent(node, (message, fatal) =>
        fatal ? fail(context, node, message) : warn(context, node, message),
      );
      return content ? transformChildren(content, scope, context, inParagraph) : [];
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
      if (node.url) node.url = trackLink(context, node, node.url);
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
    if ((child.type === 'staticElement' && child.data?.block) || child.type === 'heading') blocks++;
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
  if (partial !== undefined)
    return partial ? (context.loadPartial(partial, context, node) ?? []) : [];

  const component = resolveComponent(name, scope);
  if (component) {
    const props = evaluateAttributes(node, context, false, scope);
    if (typeof props.href === 'string') props.href = trackLink(context, node, props.href);
    return [staticElement(component, props, children(), true, node.position)];
  }

  const tag = resolveTag(name, scope);
  if (tag) {
    if (BLOCKED_ELEMENTS.has(tag)) {
      warn(context, node, `<${tag}> is not allowed in content and was dropped`);
      return [];
    }
    let props = evaluateAttributes(node, context, true, scope);
    for (const prop of NEXT_ONLY_PROPS[tag] ?? []) delete props[prop];
    if (tag === 'iframe') {
      const embed = embedIframe(props, (context.settings ?? standaloneSettings).embedHosts);
      if ('problem' in embed) {
        warn(context, node, embed.problem);
        return [];
      }
      props = embed.props;
    }
    if (typeof props.href === 'string') props.href = trackLink(context, node, props.href);
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      // A JSX heading is a heading: it gets an id and its place in the TOC.
      const data = Object.keys(props).length > 0 ? { hProperties: props } : undefined;
      return [
        {
          type: 'heading',
          depth: Number(heading[1]),
          children: children(),
          data,
          position: node.position,
        },
      ];
    }
    return [staticElement(tag, props, children(), BLOCK_TAGS.has(tag), node.position)];
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

/** The plain element a JSX name stands for: a lowercase tag or an imported alias. */
function resolveTag(name: string, scope: Scope): string | undefined {
  if (/^[a-z][a-z0-9-]*$/.test(name)) return name;
  const alias = scope.tags.get(name);
  if (alias) return alias;
  const [base, part] = name.split('.');
  if (scope.tags.get(base) === 'table' && part && TABLE_PARTS[part]) return TABLE_PARTS[part];
  return undefined;
}

function evaluateAttributes(
  node: MdNode,
  context: JsxContext,
  htmlElement: boolean,
  scope: Scope,
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
      value = attributeValue(attribute, htmlElement ? undefined : jsxProp(context, scope));
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

function attributeValue(attribute: MdAttribute, jsx?: (nodes: MdNode[]) => JsonValue): unknown {
  const value = attribute.value;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const expression = programExpression(value.data?.estree);
  if (!expression) return undefined;
  return jsx ? evaluateWithJsx(expression, jsx) : evaluateStatic(expression);
}

/** A component attribute's JSX (`icon={<Icon />}`), resolved like content, as a tree prop. */
function jsxProp(context: JsxContext, scope: Scope) {
  return (nodes: MdNode[]): JsonValue => {
    const resolved = transformChildren(nodes, scope, context, true);
    const { value, messages } = treeProp(resolved, context.file);
    context.warnings.push(...messages);
    return value as unknown as JsonValue;
  };
}
