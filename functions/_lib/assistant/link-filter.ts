/**
 * Checks every link of a streamed answer before the reader sees it. Text is
 * released only up to a point where no Markdown link can still be open, so a
 * link is always judged whole: `[label](href)`, `<href>`, bare URLs on the
 * site's own host and reference definitions (`[r]: href`) must resolve to a
 * route of the site (and one of its heading ids when they name one); numbered
 * citations `[n]` must name one of the sources. Anything else loses its link
 * (the label stays; a bare URL or a definition goes) and is reported.
 */
export interface LinkResolver {
  /** The site's own origin, so absolute links to it count as routes. */
  origin: string;
  resolves(route: string, anchor: string): boolean;
  sourceCount: number;
}

/** A stray "[" must not hold the answer back forever. */
const MAX_HOLD = 400;
/**
 * In order of precedence: an inline code span (left alone), `[label](href)`,
 * `<href>`, a reference `[label][ref]`, a numbered citation `[n]`, a bare URL
 * (what GFM turns into a link by itself).
 */
const LINK = new RegExp(
  [
    /(`[^`\n]*`)/,
    /\[([^\]\n]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/,
    /<((?:https?:\/\/|\/)[^>\s]*)>/,
    /\[([^\]\n]*)\]\[([^\]\n]*)\]/,
    /(?<![\w\]])\[(\d{1,3})\](?!\()/,
    /(?<![\w/.@-])((?:https?:\/\/|www\.)[^\s<>]+)/,
  ]
    .map((part) => part.source)
    .join('|'),
  'gi',
);
/** `[ref]: href "title"` on a line of its own (CommonMark link reference definition). */
const DEFINITION =
  /^ {0,3}\[([^\]\n]+)\]:[ \t]*<?([^\s>]+)>?(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$/;
/** The start of what may become a definition: held until its line ends. */
const DEFINITION_START = /^ {0,3}\[[^\]\n]*\]:/;
/** GFM leaves these out of a bare URL's end. */
const TRAILING_PUNCTUATION = /[.,:;!?'"*_~)\]]+$/;

export class LinkFilter {
  private pending = '';
  private inFence = false;
  private atLineStart = true;
  /** Reference labels whose definition was removed: their references lose the link too. */
  private readonly deadReferences = new Set<string>();
  readonly removed: string[] = [];

  constructor(private readonly resolver: LinkResolver) {}

  push(delta: string): string {
    this.pending += delta;
    const cut = this.safeCut();
    if (cut === 0) return '';
    const ready = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    return this.rewrite(ready);
  }

  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return this.rewrite(rest);
  }

  /**
   * Where released text may end: before an unfinished `[…](…)` or `<…>`, before
   * a definition line that has not ended, and never inside a word.
   */
  private safeCut(): number {
    const text = this.pending;
    let cut = text.length;
    let open = Math.max(text.lastIndexOf('['), text.lastIndexOf('<'));
    // `[label][ref`: the reference is judged with its label.
    if (open > 0 && text[open] === '[' && text[open - 1] === ']') {
      const label = text.lastIndexOf('[', open - 2);
      if (label >= 0) open = label;
    }
    if (open >= 0 && !isComplete(text.slice(open)) && text.length - open < MAX_HOLD) cut = open;
    // A word still arriving may grow into a URL or a citation.
    const space = Math.max(text.lastIndexOf(' ', cut - 1), text.lastIndexOf('\n', cut - 1));
    if (cut === text.length) cut = space + 1;
    // A URL inside `code` is no link: never release half a code span.
    const code = openCodeSpan(text, cut);
    if (code >= 0 && text.length - code < MAX_HOLD) cut = code;
    const lineStart = text.lastIndexOf('\n') + 1;
    if (
      !this.inFence &&
      lineStart < cut &&
      (lineStart > 0 || this.atLineStart) &&
      DEFINITION_START.test(text.slice(lineStart)) &&
      text.length - lineStart < MAX_HOLD
    )
      cut = lineStart;
    return Math.max(0, cut);
  }

  /** Code blocks pass unchanged: `x[0]` there is an index, not a citation. */
  private rewrite(text: string): string {
    let out = '';
    const lines = text.split(/(?<=\n)/);
    lines.forEach((line, i) => {
      const startsLine = i > 0 || this.atLineStart;
      if (startsLine && /^\s{0,3}(?:```|~~~)/.test(line)) {
        this.inFence = !this.inFence;
        out += line;
      } else if (this.inFence) {
        out += line;
      } else if (startsLine && DEFINITION.test(line.replace(/\r?\n$/, ''))) {
        out += this.rewriteDefinition(line);
      } else {
        out += this.rewriteLinks(line);
      }
    });
    if (text) this.atLineStart = text.endsWith('\n');
    return out;
  }

  /** A definition must resolve like an inline link; one that does not goes, and so do its references' links. */
  private rewriteDefinition(line: string): string {
    const [, label, href] = DEFINITION.exec(line.replace(/\r?\n$/, '')) as RegExpExecArray;
    const route = this.routeOf(href);
    if (route && this.resolver.resolves(route.path, route.anchor)) {
      const newline = line.endsWith('\n') ? '\n' : '';
      return `[${label}]: ${route.path}${route.anchor ? `#${route.anchor}` : ''}${newline}`;
    }
    this.removed.push(href);
    this.deadReferences.add(referenceKey(label));
    return '';
  }

  private rewriteLinks(text: string): string {
    return text.replace(
      LINK,
      (whole, code, label, href, angle, refLabel, ref, number, bare: string | undefined) => {
        if (code !== undefined) return whole;
        if (number !== undefined) {
          const n = Number(number);
          if (n >= 1 && n <= this.resolver.sourceCount) return whole;
          this.removed.push(whole);
          return '';
        }
        if (refLabel !== undefined) {
          const key = referenceKey(ref || refLabel);
          return this.deadReferences.has(key) ? refLabel : whole;
        }
        if (bare !== undefined) {
          const trailing = TRAILING_PUNCTUATION.exec(bare)?.[0] ?? '';
          const url = bare.slice(0, bare.length - trailing.length);
          // Other sites' pages are the reader's to judge; only this site's routes are checked.
          if (this.judge(url) !== false) return whole;
          this.removed.push(url);
          return trailing;
        }
        const target = (href ?? angle) as string;
        const route = this.routeOf(target);
        if (route && this.resolver.resolves(route.path, route.anchor)) {
          return label !== undefined
            ? `[${label}](${route.path}${route.anchor ? `#${route.anchor}` : ''})`
            : whole;
        }
        this.removed.push(target);
        return label ?? '';
      },
    );
  }

  /** A bare URL is checked when it names this site: false when that route does not resolve. */
  private judge(href: string): boolean | null {
    const route = this.routeOf(href);
    return route ? this.resolver.resolves(route.path, route.anchor) : null;
  }

  /** The route and anchor an href names on this site (any scheme or `www.` spelling of its host). */
  private routeOf(href: string): { path: string; anchor: string } | null {
    const absolute = /^www\./i.test(href) ? `https://${href}` : href;
    if (!/^(?:https?:\/\/|\/)/i.test(absolute)) return null;
    let url: URL;
    let site: URL;
    try {
      site = new URL(this.resolver.origin);
      url = new URL(absolute, site);
    } catch {
      return null;
    }
    if (url.hostname !== site.hostname && url.hostname !== `www.${site.hostname}`) return null;
    let path: string;
    let anchor: string;
    try {
      path = decodeURIComponent(url.pathname);
      anchor = decodeURIComponent(url.hash.slice(1));
    } catch {
      path = url.pathname;
      anchor = url.hash.slice(1);
    }
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    return { path, anchor };
  }
}

/** CommonMark matches reference labels case-insensitively, with whitespace collapsed. */
function referenceKey(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Where an inline code span still open at `end` starts (-1: none); spans end with their line. */
function openCodeSpan(text: string, end: number): number {
  let open = -1;
  let openRun = 0;
  for (let i = 0; i < end; i++) {
    if (text[i] === '\n') {
      open = -1;
    } else if (text[i] === '`') {
      let run = 1;
      while (i + run < end && text[i + run] === '`') run++;
      if (open < 0) {
        open = i;
        openRun = run;
      } else if (run === openRun) {
        open = -1;
      }
      i += run - 1;
    }
  }
  return open;
}

/** The construct starting at "[" or "<" has ended (or is plainly not a link). */
function isComplete(tail: string): boolean {
  if (tail.startsWith('<')) return /^<[^>]*>/.test(tail) || /^<[^/h]/.test(tail) || /\s/.test(tail);
  const close = tail.indexOf(']');
  if (close < 0) return tail.includes('\n');
  const after = tail.slice(close + 1);
  if (after === '') return false;
  if (after.startsWith('[')) return after.includes(']') || after.includes('\n');
  if (!after.startsWith('(')) return true;
  return after.includes(')') || /\s/.test(after);
}
