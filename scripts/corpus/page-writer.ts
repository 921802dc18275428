/**
 * One generated page as MDX, shaped like this site's docs: front matter, an
 * intro, a few `##` sections with paragraphs, some `###` subsections, code
 * fences, lists, tables, callouts and links to other generated pages. The
 * number of sections and paragraph lengths vary, so page sizes spread as a
 * real site's do (about 600 words on average).
 */
import type { CodeBlock, SiteText } from './site-text.ts';
import { type Random, rewriteSentence, type Vocabulary } from './vocabulary.ts';

export interface PageLink {
  route: string;
  title: string;
}

export interface PageContext {
  random: Random;
  vocabulary: Vocabulary;
  text: SiteText;
  japanese: boolean;
  /** Another page of the corpus, to link to. */
  link: () => PageLink;
}

/** Share of a sentence's words swapped for Zipf-drawn ones. */
const SWAP_SHARE = 0.25;

const pick = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)];

/** One of the site's own lines from `pool`, with `share` of its words swapped. */
function rewrite(context: PageContext, pool: 'sentences' | 'headings', share: number): string {
  const text = context.japanese ? context.text.ja : context.text.en;
  return rewriteSentence(
    pick(text[pool], context.random),
    context.vocabulary,
    context.random,
    share,
    context.japanese,
  );
}

export function sentence(context: PageContext): string {
  return rewrite(context, 'sentences', SWAP_SHARE);
}

/** A heading from the site's own, with half its words swapped so headings rarely repeat. */
export function heading(context: PageContext): string {
  return rewrite(context, 'headings', 0.5);
}

function paragraph(context: PageContext, sentences: number): string {
  const parts = Array.from({ length: sentences }, () => sentence(context));
  if (context.random() < 0.3) {
    const target = context.link();
    const see = context.japanese
      ? `[${target.title}](${target.route}) も参照してください。`
      : `See [${target.title}](${target.route}).`;
    parts.splice(Math.floor(context.random() * parts.length), 0, see);
  }
  return parts.join(context.japanese ? '' : ' ');
}

function codeFence(context: PageContext): string {
  const block: CodeBlock = pick(context.text.code, context.random);
  // One identifier of the block renamed, so code search terms vary between pages.
  const body = block.body.replace(/\b[a-z]+_[a-z_]+\b/, () =>
    context.vocabulary.identifier().replace(/\W/g, '_'),
  );
  return `\`\`\`${block.lang}\n${body}\n\`\`\``;
}

function list(context: PageContext): string {
  const items = 3 + Math.floor(context.random() * 3);
  return Array.from({ length: items }, () => `- ${sentence(context)}`).join('\n');
}

function table(context: PageContext): string {
  const rows = Array.from({ length: 3 + Math.floor(context.random() * 3) }, () => {
    const name = context.vocabulary.identifier().replace(/\|/g, '');
    return `| \`${name}\` | ${context.vocabulary.word()} | ${sentence(context).replace(/\|/g, '')} |`;
  });
  const header = context.japanese ? '| 名前 | 種類 | 説明 |' : '| Name | Type | Description |';
  return [header, '| --- | --- | --- |', ...rows].join('\n');
}

function section(context: PageContext, depth: number): string {
  const { random } = context;
  const parts = [
    `${'#'.repeat(depth)} ${heading(context)}`,
    paragraph(context, 2 + Math.floor(random() * 4)),
  ];
  if (random() < 0.4) parts.push(codeFence(context));
  if (random() < 0.4) parts.push(paragraph(context, 1 + Math.floor(random() * 3)));
  if (random() < 0.25) parts.push(list(context));
  if (random() < 0.1) parts.push(table(context));
  if (depth === 2 && random() < 0.3) parts.push(section(context, 3));
  return parts.join('\n\n');
}

export interface GeneratedPage {
  title: string;
  mdx: string;
}

export function writePage(context: PageContext, title: string): GeneratedPage {
  const { random, japanese } = context;
  const frontMatter = [
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(sentence(context))}`,
  ];
  if (random() < 0.5) {
    const keywords = Array.from({ length: 3 + Math.floor(random() * 4) }, () =>
      japanese && random() < 0.6 ? context.vocabulary.japaneseWord() : context.vocabulary.word(),
    );
    frontMatter.push(`keywords: ${JSON.stringify([...new Set(keywords)].join(', '))}`);
  }
  const parts = [
    `---\n${frontMatter.join('\n')}\n---`,
    `# ${title}`,
    paragraph(context, 2 + Math.floor(random() * 3)),
  ];
  if (random() < 0.2) parts.push(`<Callout type="info">\n${sentence(context)}\n</Callout>`);
  const sections = 2 + Math.floor(random() * 6);
  for (let index = 0; index < sections; index++) parts.push(section(context, 2));
  return { title, mdx: `${parts.join('\n\n')}\n` };
}
