import { COMPONENT_NAMES } from '../component-names.ts';

/**
 * What content may import from Next.js and Nextra. Components we have map by
 * name (component-names.ts); these map to plain HTML elements instead.
 */

const KNOWN_COMPONENTS = new Set<string>(COMPONENT_NAMES);

/** Default exports of Next.js modules that are plain elements in a static page. */
const NEXT_DEFAULTS: Readonly<Record<string, string>> = {
  'next/link': 'a',
  'next/image': 'img',
  'next/legacy/image': 'img',
};

/** Named exports of nextra, nextra-theme-docs (and their subpaths) that are plain elements. */
const NEXTRA_ELEMENTS: Readonly<Record<string, string>> = {
  Link: 'a',
  Image: 'img',
  Table: 'table',
  Th: 'th',
  Tr: 'tr',
  Td: 'td',
};

/** Nextra 3+ writes table parts as members: `<Table.Tr>`. */
export const TABLE_PARTS: Readonly<Record<string, string>> = { Tr: 'tr', Th: 'th', Td: 'td' };

const NEXTRA_MODULE = /^nextra(?:-theme-[a-z]+)?(?:\/|$)/;

/** Props that only steer Next.js (routing, image optimisation) and mean nothing here. */
export const NEXT_ONLY_PROPS: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['prefetch', 'replace', 'scroll', 'shallow', 'passHref', 'legacyBehavior', 'locale']),
  img: new Set([
    'priority',
    'placeholder',
    'blurDataURL',
    'quality',
    'fill',
    'loader',
    'unoptimized',
    'overrideSrc',
    'layout',
    'objectFit',
    'objectPosition',
    'lazyBoundary',
    'lazyRoot',
  ]),
};

export type ImportTarget = { component: string } | { tag: string } | undefined;

/** What an imported name stands for, or undefined when the import is not supported. */
export function builtinImport(source: string, imported: string, local: string): ImportTarget {
  if (imported === 'default' && NEXT_DEFAULTS[source]) return { tag: NEXT_DEFAULTS[source] };
  if (NEXTRA_MODULE.test(source) && NEXTRA_ELEMENTS[imported]) {
    return { tag: NEXTRA_ELEMENTS[imported] };
  }
  if (KNOWN_COMPONENTS.has(imported)) return { component: imported };
  if (KNOWN_COMPONENTS.has(local)) return { component: local };
  return undefined;
}
