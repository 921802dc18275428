import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  ContentManifest,
  PageChunk,
  PageMapEntry,
  TreeNode,
} from '../../build-content/bundle-format.ts';

/** Reads the compiled bundle the way the app does: manifest, page map, one chunk per route. */
export function openBundle(dir: string) {
  const content = path.join(dir, '_content');
  const manifest = readJson<ContentManifest>(path.join(content, 'manifest.json'));
  const root = path.join(content, manifest.buildId);
  return {
    manifest,
    pageMap: readJson<PageMapEntry[]>(path.join(root, `page-map.${manifest.defaultLocale}.json`)),
    routes: readJson<string[]>(path.join(content, 'routes.json')),
    chunk(route: string): PageChunk | undefined {
      try {
        return readJson<PageChunk>(
          path.join(root, 'pages', `${route === '/' ? '/index' : route}.json`),
        );
      } catch {
        return undefined;
      }
    },
  };
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export type Element = Extract<TreeNode, unknown[]>;

export function findElements(nodes: TreeNode[], type: string): Element[] {
  const out: Element[] = [];
  const walk = (node: TreeNode) => {
    if (typeof node === 'string') return;
    if (node[0] === type) out.push(node);
    for (const child of node.slice(2) as TreeNode[]) walk(child);
  };
  for (const node of nodes) walk(node);
  return out;
}

export function textOf(nodes: TreeNode[]): string {
  return nodes
    .map((node) => (typeof node === 'string' ? node : ` ${textOf(node.slice(2) as TreeNode[])} `))
    .join('');
}

// Han, kana and hangul syllables: Japanese and Chinese are written without spaces.
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;

/**
 * Words of running text outside code. Japanese and Chinese characters count
 * one each (as word processors count them); Korean separates words with spaces.
 */
export function proseWords(nodes: TreeNode[]): number {
  let words = 0;
  const walk = (node: TreeNode) => {
    if (typeof node === 'string') {
      const cjk = node.match(CJK)?.length ?? 0;
      words += cjk + node.replace(CJK, ' ').split(/\s+/).filter(Boolean).length;
      return;
    }
    if (node[0] === 'pre' || node[0] === 'Mermaid') return;
    for (const child of node.slice(2) as TreeNode[]) walk(child);
  };
  for (const node of nodes) walk(node);
  return words;
}
