/**
 * The raw material of the generated corpus: this site's own sentences,
 * headings, code blocks, words and identifiers, read from a content tree.
 * Read line by line rather than through the MDX parser, because only plain
 * prose is wanted and a line-level pass over ~200 pages takes milliseconds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentVariables } from '../../config/site.ts';

export interface CodeBlock {
  lang: string;
  body: string;
}

export interface LocaleText {
  sentences: string[];
  headings: string[];
  /** Words (Latin: lowercased; Japanese: kanji or katakana runs), most frequent first. */
  words: string[];
}

export interface SiteText {
  en: LocaleText;
  ja: LocaleText;
  code: CodeBlock[];
  /** Inline-code identifiers (`get_client`, `TRACEWELL_HOST`), most frequent first. */
  identifiers: string[];
}

/** Languages whose fences are kept; mermaid and math would test diagram rendering, not text. */
const CODE_LANGS = new Set(['python', 'bash', 'ts', 'typescript', 'js', 'yaml', 'json', 'sql']);
const JA_RUN = /[\u30a0-\u30ff]{2,}|[\u4e00-\u9fff]{2,}/g;
const LATIN_WORD = /[A-Za-z][A-Za-z0-9'-]*[A-Za-z0-9]/g;
const IDENTIFIER = /`([A-Za-z_][\w.]*(?:\(\))?)`/g;

function pageFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) found.push(full);
    }
  };
  walk(dir);
  return found;
}

/** Inline Markdown and JSX reduced to the words a reader sees. */
export function plainText(line: string): string {
  return line
    .replace(/%%(\w+)%%/g, (whole, name: string) => contentVariables[name] ?? whole)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\*\*|__|~~/g, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function splitSentences(text: string, japanese: boolean): string[] {
  if (japanese) return text.split(/(?<=[。！？])/).map((s) => s.trim());
  return text.split(/(?<=[.!?])\s+(?=[A-Z`"(])/).map((s) => s.trim());
}

function keepSentence(sentence: string, japanese: boolean): boolean {
  if (japanese)
    return (
      sentence.length >= 8 &&
      sentence.length <= 200 &&
      /。$/.test(sentence) &&
      !/[<>{}|$]/.test(sentence)
    );
  const words = sentence.split(' ').length;
  return words >= 4 && words <= 60 && /[.!?:]$/.test(sentence) && !/[<>{}|$]/.test(sentence);
}

/** Counts, then lists keys most frequent first (ties alphabetically, so the order is stable). */
function byFrequency(counts: Map<string, number>): string[] {
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([key]) => key);
}

function count(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

interface Collector {
  sentences: Set<string>;
  headings: Set<string>;
  words: Map<string, number>;
}

function readPage(
  source: string,
  japanese: boolean,
  into: Collector,
  code: Map<string, CodeBlock>,
  identifiers: Map<string, number>,
): void {
  const lines = source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  let fence: { lang: string; lines: string[]; marker: string } | undefined;
  let paragraph: string[] = [];
  const flush = () => {
    const text = plainText(paragraph.join(' '));
    paragraph = [];
    for (const sentence of splitSentences(text, japanese))
      if (keepSentence(sentence, japanese)) into.sentences.add(sentence);
  };
  for (const line of lines) {
    if (fence) {
      if (line.trim() === fence.marker) {
        if (CODE_LANGS.has(fence.lang) && fence.lines.length >= 2 && fence.lines.length <= 30) {
          const body = fence.lines.join('\n');
          code.set(`${fence.lang}\n${body}`, { lang: fence.lang, body });
        }
        fence = undefined;
      } else
        fence.lines.push(line.replace(/%%(\w+)%%/g, (w, n: string) => contentVariables[n] ?? w));
      continue;
    }
    const opening = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (opening) {
      flush();
      fence = { marker: opening[1], lang: opening[2], lines: [] };
      continue;
    }
    const heading = /^#{2,4}\s+(.+)$/.exec(line);
    if (heading) {
      flush();
      const text = plainText(heading[1]);
      if (text.length >= 3 && text.length <= 60) into.headings.add(text);
      continue;
    }
    if (/^\s*$|^\s*(?:import|export)\s|^\s*[<|>{#]/.test(line)) {
      flush();
      continue;
    }
    // A list item is a paragraph of its own: joined to the line before, it would read as one sentence.
    if (/^\s*(?:[-*+]|\d+\.)\s/.test(line)) flush();
    paragraph.push(line);
    for (const match of line.matchAll(IDENTIFIER)) count(identifiers, match[1]);
    const text = plainText(line);
    for (const word of text.match(LATIN_WORD) ?? []) count(into.words, word.toLowerCase());
    if (japanese) for (const run of text.match(JA_RUN) ?? []) count(into.words, run);
  }
  flush();
}

function localeText(
  files: string[],
  japanese: boolean,
  code: Map<string, CodeBlock>,
  ids: Map<string, number>,
): LocaleText {
  const into: Collector = { sentences: new Set(), headings: new Set(), words: new Map() };
  for (const file of files) readPage(readFileSync(file, 'utf8'), japanese, into, code, ids);
  return {
    sentences: [...into.sentences],
    headings: [...into.headings],
    words: byFrequency(into.words),
  };
}

/** Reads a content tree laid out like this site's: English at the root, Japanese under ja-JP/. */
export function readSiteText(contentDir: string): SiteText {
  const all = pageFiles(contentDir);
  const jaDir = `${path.join(contentDir, 'ja-JP')}${path.sep}`;
  const code = new Map<string, CodeBlock>();
  const identifiers = new Map<string, number>();
  const en = localeText(
    all.filter((file) => !file.startsWith(jaDir)),
    false,
    code,
    identifiers,
  );
  const ja = localeText(
    all.filter((file) => file.startsWith(jaDir)),
    true,
    code,
    identifiers,
  );
  return { en, ja, code: [...code.values()], identifiers: byFrequency(identifiers) };
}
