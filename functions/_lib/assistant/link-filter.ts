/**
 * Checks every link of a streamed answer before the reader sees it. Text is
 * released only up to a point where no Markdown link can still be open, so a
 * link is always judged whole: `[label](href)` and `<href>` must resolve to a
 * route of the site (and one of its heading ids when they name one); numbered
 * citations `[n]` must name one of the sources. Anything else loses its link
 * (the label stays) and is reported.
 */
export interface LinkResolver {
  /** The site's own origin, so absolute links to it count as routes. */
  origin: string;
  resolves(route: string, anchor: string): boolean;
  sourceCount: number;
}

/** A stray "[" must not hold the answer back forever. */
const MAX_HOLD = 400;
const LINK =
  /\[([^\]\n]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)|<((?:https?:\/\/|\/)[^>\s]*)>|(?<![\w\]])\[(\d{1,3})\](?!\()/g;

export class LinkFilter {
  private pending = '';
  private inFence = false;
  private atLineStart = true;
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

  /** Where released text may end: before an unfinished `[…](…)` or `<…>`, and never inside a word. */
  private safeCut(): number {
    const text = this.pending;
    let cut = text.length;
    const open = Math.max(text.lastIndexOf('['), text.lastIndexOf('<'));
    if (open >= 0 && !isComplete(text.slice(open)) && text.length - open < MAX_HOLD) cut = open;
    // A word still arriving may grow into a URL or a citation.
    const space = Math.max(text.lastIndexOf(' ', cut - 1), text.lastIndexOf('\n', cut - 1));
    if (cut === text.length) cut = space + 1;
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
      } else {
        out += this.inFence ? line : this.rewriteLinks(line);
      }
    });
    if (text) this.atLineStart = text.endsWith('\n');
    return out;
  }

  private rewriteLinks(text: string): string {
    return text.replace(LINK, (whole, label, href, angle, number) => {
      if (number !== undefined) {
        const n = Number(number);
        if (n >= 1 && n <= this.resolver.sourceCount) return whole;
        this.removed.push(whole);
        return '';
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
    });
  }

  private routeOf(href: string): { path: string; anchor: string } | null {
    let url: URL;
    try {
      url = new URL(href, this.resolver.origin);
    } catch {
      return null;
    }
    if (url.origin !== this.resolver.origin || !/^(?:https?:\/\/|\/)/.test(href)) return null;
    let path = decodeURIComponent(url.pathname);
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    return { path, anchor: decodeURIComponent(url.hash.slice(1)) };
  }
}

/** The construct starting at "[" or "<" has ended (or is plainly not a link). */
function isComplete(tail: string): boolean {
  if (tail.startsWith('<')) return /^<[^>]*>/.test(tail) || /^<[^/h]/.test(tail) || /\s/.test(tail);
  const close = tail.indexOf(']');
  if (close < 0) return tail.includes('\n');
  const after = tail.slice(close + 1);
  if (after === '') return false;
  if (!after.startsWith('(')) return true;
  return after.includes(')') || /\s/.test(after);
}
