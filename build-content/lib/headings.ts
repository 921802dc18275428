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
 * Gives every heading the id github-slugger gives its text (so anchors written
 * for GitHub or Nextra resolve, in any script, duplicates numbered "-1", "-2"
 * in document order), or the id written for it (`[#id]` after the text, or an
 * `id` on a JSX heading), and lists depth 2–6 headings as the TOC. Headings
 * inside components (Steps, Tabs) count too.
 */
export function assignHeadingIds(root: MdNode, slugger = new GithubSlugger()): HeadingInfo {
  const info: HeadingInfo = { firstH1: undefined, toc: [], ids: [] };
  visitHeadings(root, (heading) => {
    const custom = takeCustomId(heading) ?? writtenId(heading);
    const value = headingLabel(heading);
    let id: string;
    if (custom) {
      id = custom;
      // A written id takes its slot, so a later heading with the same text is numbered.
      slugger.slug(custom);
    } else {
      // A heading with no words of its own (an image, an empty element) still gets an anchor.
      id = slugger.slug(value || 'section');
    }
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    info.ids.push(id);
    const depth = heading.depth ?? 1;
    if (depth === 1) info.firstH1 ??= value;
    else info.toc.push({ id, value: value || id, depth: depth as TocEntry['depth'] });
  });
  return info;
}

/** The heading's text, else the alternative text of the images it holds. */
function headingLabel(heading: MdNode): string {
  const text = mdText(heading).trim();
  return text || altText(heading).trim();
}

function altText(node: MdNode): string {
  const props = node.data?.hProperties;
  const own = node.type === 'image' ? node.alt : props?.alt;
  if (typeof own === 'string' && own) return own;
  let text = '';
  for (const child of node.children ?? []) text += altText(child);
  return text;
}

function visitHeadings(node: MdNode, visit: (heading: MdNode) => void): void {
  for (const child of node.children ?? []) {
    if (child.type === 'heading') visit(child);
    else visitHeadings(child, visit);
  }
}

/** An `id` written on a JSX heading (`<h2 id="setup">`). */
function writtenId(heading: MdNode): string | undefined {
  const id = heading.data?.hProperties?.id;
  return typeof id === 'string' && id ? id : undefined;
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
