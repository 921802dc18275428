import GithubSlugger from 'github-slugger';

import type { TocEntry } from '../bundle-format.ts';
import type { MdNode } from './md-node.ts';
import { mdText } from './md-text.ts';

const CUSTOM_ID = /\s*\[#([^\]\s]+)\]\s*$/;

export interface HeadingInfo {
  /** Text of the first h1, the page title fallback. */
  firstH1: string | undefined;
  toc: TocEntry[];
  ids: string[];
}

/**
 * Gives every heading a GitHub-style id (unique per page) or the explicit
 * `[#id]` written after it, and lists depth 2–6 headings as the TOC.
 * Headings inside components (Steps, Tabs) count too.
 */
export function assignHeadingIds(root: MdNode, slugger = new GithubSlugger()): HeadingInfo {
  const info: HeadingInfo = { firstH1: undefined, toc: [], ids: [] };
  visitHeadings(root, (heading) => {
    const id = takeCustomId(heading) ?? slugger.slug(mdText(heading));
    const value = mdText(heading).trim();
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    info.ids.push(id);
    const depth = heading.depth ?? 1;
    if (depth === 1) info.firstH1 ??= value;
    else info.toc.push({ id, value, depth: depth as TocEntry['depth'] });
  });
  return info;
}

function visitHeadings(node: MdNode, visit: (heading: MdNode) => void): void {
  for (const child of node.children ?? []) {
    if (child.type === 'heading') visit(child);
    else visitHeadings(child, visit);
  }
}

/** Removes a trailing `[#id]` from the heading's text and returns the id. */
function takeCustomId(heading: MdNode): string | undefined {
  const last = heading.children?.at(-1);
  if (last?.type !== 'text' || !last.value) return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (!last.value) heading.children?.pop();
  return match[1];
}
