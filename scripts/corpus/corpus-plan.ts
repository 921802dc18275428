/**
 * The shape of a generated corpus before any page is written: top-level
 * areas like this site's (docs, guides, integrations…), folders nested up to
 * three deep with 10–45 pages each, a title and slug for every page, and the
 * share of pages that also get a Japanese translation. Planned first so
 * every page can link to any other.
 */
import type { Random } from './vocabulary.ts';

export interface PlannedPage {
  /** Route without locale prefix, e.g. `/docs/tracing-setup/sampling-rules`. */
  route: string;
  /** Path of the page file relative to the tree root, e.g. `docs/tracing-setup/index.mdx`. */
  file: string;
  folder: string;
  slug: string;
  title: string;
  /** Japanese title when the page is translated. */
  jaTitle?: string;
}

export interface PlannedFolder {
  dir: string;
  /** Entry names in sidebar order: `index`, pages, then sub-folders. */
  entries: string[];
}

export interface CorpusPlan {
  pages: PlannedPage[];
  folders: PlannedFolder[];
}

const AREAS: [name: string, share: number][] = [
  ['docs', 0.5],
  ['guides', 0.15],
  ['integrations', 0.15],
  ['self-hosting', 0.08],
  ['faq', 0.07],
  ['handbook', 0.05],
];

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .slice(0, 5)
    .join('-');
}

/** Splits `total` into `parts` positive shares with random weights. */
function split(total: number, parts: number, random: Random): number[] {
  const weights = Array.from({ length: parts }, () => 0.5 + random());
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => Math.max(1, Math.floor((total * weight) / sum)));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (let index = 0; left !== 0; index = (index + 1) % parts) {
    if (left > 0) {
      shares[index]++;
      left--;
    } else if (shares[index] > 1) {
      shares[index]--;
      left++;
    }
  }
  return shares;
}

/**
 * Plans `enPages` English pages (area and folder index pages included) and
 * marks `jaPages` of them as translated. `title()` gives an English title,
 * `jaTitle()` a Japanese one.
 */
export function planCorpus(
  enPages: number,
  jaPages: number,
  random: Random,
  title: () => string,
  jaTitle: () => string,
): CorpusPlan {
  const pages: PlannedPage[] = [];
  const folders: PlannedFolder[] = [];
  const uniqueSlug = (taken: Set<string>, text: string) => {
    const base = slugify(text) || 'page';
    let slug = base;
    for (let n = 2; taken.has(slug) || slug === 'index'; n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
  const addPage = (dir: string, slug: string, pageTitle: string) => {
    const route = `/${dir}${slug === 'index' ? '' : `/${slug}`}`;
    pages.push({ route, file: `${dir}/${slug}.mdx`, folder: dir, slug, title: pageTitle });
  };

  const buildFolder = (dir: string, count: number, depth: number, folderTitle: string) => {
    const folder: PlannedFolder = { dir, entries: ['index'] };
    folders.push(folder);
    addPage(dir, 'index', folderTitle);
    const taken = new Set<string>();
    const leaf = count <= 45 || depth >= 3;
    const direct = leaf ? count - 1 : Math.min(count - 1, 3 + Math.floor(random() * 8));
    for (let index = 0; index < direct; index++) {
      const pageTitle = title();
      const slug = uniqueSlug(taken, pageTitle);
      folder.entries.push(slug);
      addPage(dir, slug, pageTitle);
    }
    const remaining = count - 1 - direct;
    if (remaining <= 0) return;
    const perChild = 20 + random() * 30;
    const children = Math.max(2, Math.min(15, Math.round(remaining / perChild)));
    for (const share of split(remaining, Math.min(children, remaining), random)) {
      const childTitle = title();
      const slug = uniqueSlug(taken, childTitle);
      folder.entries.push(slug);
      buildFolder(`${dir}/${slug}`, share, depth + 1, childTitle);
    }
  };

  const areaPages = split(enPages - 1, AREAS.length, random);
  pages.push({ route: '/', file: 'index.mdx', folder: '', slug: 'index', title: 'Home' });
  folders.push({ dir: '', entries: ['index', ...AREAS.map(([name]) => name)] });
  for (const [index, [name]] of AREAS.entries()) {
    const areaTitle = name.charAt(0).toUpperCase() + name.slice(1).replace('-', ' ');
    buildFolder(name, areaPages[index], 1, areaTitle);
  }

  // A random subset is translated (partial Fisher–Yates over page indexes).
  const order = pages.map((_, index) => index);
  for (let index = 0; index < Math.min(jaPages, order.length); index++) {
    const swap = index + Math.floor(random() * (order.length - index));
    [order[index], order[swap]] = [order[swap], order[index]];
    pages[order[index]].jaTitle = jaTitle();
  }
  return { pages, folders };
}
