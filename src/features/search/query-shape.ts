/**
 * What a query says besides its words: whether it is a question, and which
 * words the reader typed joined as one (`/api/public/otel`, `short-lived`,
 * `spanProcessor.forceFlush()`). The ranking looks for those as written.
 */

/** Words a question starts with; a question in a query often has its answer under a question title. */
const QUESTION_WORDS: ReadonlySet<string> = new Set(
  'how why what where when which who can does do is are should'.split(' '),
);

const FIRST_WORD = /[\p{L}\p{N}_]+/u;
/** A letter, digit or underscore at the start or end of a piece of a query. */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu;
const INNER_PUNCTUATION = /[^\p{L}\p{N}_]/u;

export interface QueryShape {
  /** The question word the query starts with ("how", "why"…), "" if it is no question. */
  question: string;
  /** Pieces of the query that join several words with punctuation, lower-cased. */
  compounds: string[];
}

/**
 * The question word a text starts with, lower-cased ("why" for "Why don't
 * my traces show up?"), or "" when it is not a question.
 */
export function questionWordOf(text: string): string {
  const first = FIRST_WORD.exec(text)?.[0].toLowerCase() ?? '';
  return QUESTION_WORDS.has(first) ? first : '';
}

export function queryShape(query: string): QueryShape {
  const compounds: string[] = [];
  for (const piece of query.toLowerCase().split(/\s+/)) {
    const compound = piece.replace(EDGE_PUNCTUATION, '');
    if (INNER_PUNCTUATION.test(compound) && !compounds.includes(compound)) compounds.push(compound);
  }
  return { question: questionWordOf(query), compounds };
}

/** A key for caching answers by shape. */
export function shapeKey({ question, compounds }: QueryShape): string {
  return `${question}?${compounds.join(' ')}`;
}
