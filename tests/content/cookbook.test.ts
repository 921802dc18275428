import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type {
  ContentManifest,
  NotebookInfo,
  PageChunk,
  TreeNode,
} from '../../build-content/bundle-format.ts';
import { cookbookGroups } from '../../config/cookbook.ts';
import { notebookLinks } from '../../config/notebook-links.ts';
import { contentVariables, notebookHosts } from '../../config/site.ts';

/** SPEC.md §1: "a cookbook of about 70 notebooks", spread over the groups of config/cookbook.ts. */
const MIN_NOTEBOOKS = 70;
const MIN_PER_GROUP = 6;

const COOKBOOK_DIR = path.resolve('content/cookbook');
const GROUP_KEYS = new Set<string>(cookbookGroups.map((group) => group.key));
/** nbformat 4.5 cell ids: 1–64 characters of letters, digits, "-" and "_". */
const CELL_ID = /^[a-zA-Z0-9_-]{1,64}$/;

interface RouteEntry {
  notebook: string;
  docsPath: string | null;
}

interface Cell {
  id?: unknown;
  cell_type?: unknown;
  source?: unknown;
  metadata?: unknown;
  outputs?: unknown;
  execution_count?: unknown;
}

interface Notebook {
  nbformat?: unknown;
  nbformat_minor?: unknown;
  cells?: Cell[];
  metadata?: {
    kernelspec?: { name?: unknown; display_name?: unknown };
    language_info?: { name?: unknown };
    cookbook?: { title?: unknown; description?: unknown; group?: unknown; tags?: unknown };
  };
}

const files = readdirSync(COOKBOOK_DIR)
  .filter((name) => name.endsWith('.ipynb'))
  .sort();
const notebooks = new Map<string, Notebook>(
  files.map((name) => [name, JSON.parse(readFileSync(path.join(COOKBOOK_DIR, name), 'utf8'))]),
);
const routes = JSON.parse(
  readFileSync(path.join(COOKBOOK_DIR, '_routes.json'), 'utf8'),
) as RouteEntry[];

/** Metadata as the build emits it: %%name%% variables filled in from config/site.ts. */
function withVariables(text: unknown): string {
  return String(text).replace(
    /%%(\w+)%%/g,
    (match, name: string) => contentVariables[name] ?? match,
  );
}

function sourceText(cell: Cell): string {
  return Array.isArray(cell.source) ? cell.source.join('') : String(cell.source ?? '');
}

/** Every notebook's problems, one line each, so a failure names the file and the cell. */
function problemsOf(check: (name: string, notebook: Notebook) => string[]): string[] {
  return [...notebooks].flatMap(([name, notebook]) =>
    check(name, notebook).map((p) => `${name}: ${p}`),
  );
}

describe('cookbook notebooks', () => {
  it('are nbformat 4.5 documents with well-formed cells', () => {
    const problems = problemsOf((_, nb) => {
      const found: string[] = [];
      if (nb.nbformat !== 4) found.push(`nbformat ${String(nb.nbformat)}`);
      if (typeof nb.nbformat_minor !== 'number' || nb.nbformat_minor < 5)
        found.push('nbformat_minor < 5');
      if (!Array.isArray(nb.cells) || nb.cells.length === 0) return [...found, 'no cells'];
      const ids = new Set<string>();
      nb.cells.forEach((cell, index) => {
        if (!['markdown', 'code', 'raw'].includes(String(cell.cell_type)))
          found.push(`cell ${index}: cell_type`);
        if (typeof cell.source !== 'string' && !Array.isArray(cell.source))
          found.push(`cell ${index}: source`);
        if (typeof cell.metadata !== 'object' || cell.metadata === null)
          found.push(`cell ${index}: metadata`);
        if (typeof cell.id !== 'string' || !CELL_ID.test(cell.id)) found.push(`cell ${index}: id`);
        else if (ids.has(cell.id)) found.push(`cell ${index}: duplicate id ${cell.id}`);
        else ids.add(cell.id);
      });
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('ship without outputs or execution counts', () => {
    const problems = problemsOf((_, nb) =>
      (nb.cells ?? []).flatMap((cell, index) => {
        if (cell.cell_type !== 'code') return [];
        const found: string[] = [];
        if (!Array.isArray(cell.outputs) || cell.outputs.length > 0)
          found.push(`cell ${index}: outputs`);
        if (cell.execution_count !== null) found.push(`cell ${index}: execution_count`);
        return found;
      }),
    );
    expect(problems).toEqual([]);
  });

  it('carry complete cookbook metadata with a known group', () => {
    const problems = problemsOf((_, nb) => {
      const found: string[] = [];
      const meta = nb.metadata?.cookbook;
      if (typeof meta?.title !== 'string' || !meta.title.trim()) found.push('title');
      if (
        typeof meta?.description !== 'string' ||
        !meta.description.trim() ||
        meta.description.includes('\n')
      ) {
        found.push('description (one non-empty line)');
      }
      if (typeof meta?.group !== 'string' || !GROUP_KEYS.has(meta.group))
        found.push(`group ${String(meta?.group)}`);
      const tags = meta?.tags;
      if (
        !Array.isArray(tags) ||
        tags.length === 0 ||
        tags.some((t) => typeof t !== 'string' || !t.trim())
      ) {
        found.push('tags');
      }
      if (typeof nb.metadata?.kernelspec?.name !== 'string') found.push('kernelspec');
      if (typeof nb.metadata?.language_info?.name !== 'string') found.push('language_info');
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('open with a markdown cell whose heading is the notebook title', () => {
    const problems = problemsOf((_, nb) => {
      const first = nb.cells?.[0];
      const heading = first ? sourceText(first).split('\n')[0] : '';
      const title = nb.metadata?.cookbook?.title;
      return first?.cell_type === 'markdown' && heading === `# ${String(title)}`
        ? []
        : [`first cell "${heading}"`];
    });
    expect(problems).toEqual([]);
  });

  it('write brand and package names only as content variables', () => {
    // The build fills in %%brand%% and friends from config/site.ts (README "Content format").
    const brand = /tracewell/i;
    const problems = problemsOf((_, nb) =>
      (nb.cells ?? []).flatMap((cell, index) =>
        brand.test(sourceText(cell)) ? [`cell ${index}`] : [],
      ),
    );
    expect(problems).toEqual([]);
  });

  it('are each listed in _routes.json exactly once, and every entry has a file', () => {
    const listed = routes.map((entry) => entry.notebook);
    const duplicates = listed.filter((name, index) => listed.indexOf(name) !== index);
    expect(duplicates).toEqual([]);
    expect(files.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !existsSync(path.join(COOKBOOK_DIR, name)))).toEqual([]);
    const badDocsPaths = routes.filter(
      (entry) =>
        entry.docsPath !== null &&
        (typeof entry.docsPath !== 'string' || entry.docsPath.startsWith('/')),
    );
    expect(badDocsPaths).toEqual([]);
  });

  it(`number at least ${MIN_NOTEBOOKS}, with at least ${MIN_PER_GROUP} in every group`, () => {
    expect(files.length).toBeGreaterThanOrEqual(MIN_NOTEBOOKS);
    const perGroup = Object.fromEntries(cookbookGroups.map((group) => [group.key, 0]));
    for (const nb of notebooks.values()) {
      const group = String(nb.metadata?.cookbook?.group);
      if (group in perGroup) perGroup[group] += 1;
    }
    const thin = Object.entries(perGroup).filter(([, count]) => count < MIN_PER_GROUP);
    expect(thin).toEqual([]);
  });
});

const bundle = inject('contentTestBundle');

describe('cookbook in the bundle', () => {
  it('builds', () => {
    expect(bundle.failure).toBeUndefined();
  });
  if (bundle.failure) return;

  const manifest = JSON.parse(
    readFileSync(path.join(bundle.dir, '_content/manifest.json'), 'utf8'),
  ) as ContentManifest;
  const chunkFile = (route: string) =>
    path.join(
      bundle.dir,
      '_content',
      manifest.buildId,
      'pages',
      `${route === '/' ? '/index' : route}.json`,
    );
  const readChunk = (route: string): PageChunk | undefined =>
    existsSync(chunkFile(route))
      ? (JSON.parse(readFileSync(chunkFile(route), 'utf8')) as PageChunk)
      : undefined;
  const nameOf = (entry: RouteEntry) => entry.notebook.replace(/\.ipynb$/, '');

  it('renders every notebook as a guide page with its notebook info', () => {
    const problems = routes.flatMap((entry) => {
      const route = `/guides/cookbook/${nameOf(entry)}`;
      const chunk = readChunk(route);
      if (!chunk) return [`${route}: no page chunk`];
      const info = chunk.notebook;
      const meta = notebooks.get(entry.notebook)?.metadata?.cookbook;
      const found: string[] = [];
      if (info?.notebook !== entry.notebook) found.push(`${route}: notebook info`);
      if (info?.path !== route) found.push(`${route}: path ${String(info?.path)}`);
      if (info?.ipynbPath !== `/cookbook/${entry.notebook}`) found.push(`${route}: ipynbPath`);
      if (info?.title !== withVariables(meta?.title) || info?.group !== meta?.group) {
        found.push(`${route}: title or group`);
      }
      const canonical = entry.docsPath ? `/${entry.docsPath}` : route;
      if (chunk.canonical !== canonical || info?.canonicalPath !== canonical) {
        found.push(`${route}: canonical ${chunk.canonical}, expected ${canonical}`);
      }
      if (!existsSync(path.join(bundle.dir, 'cookbook', entry.notebook)))
        found.push(`${route}: no download`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('serves notebooks with a docsPath at that path, canonical there', () => {
    const withDocs = routes.filter((entry) => entry.docsPath);
    expect(withDocs.length).toBeGreaterThan(0);
    const problems = withDocs.flatMap((entry) => {
      const route = `/${entry.docsPath}`;
      const chunk = readChunk(route);
      if (!chunk) return [`${route}: no page chunk`];
      return chunk.canonical === route && chunk.notebook?.notebook === entry.notebook
        ? []
        : [`${route}: canonical ${chunk.canonical}, notebook ${String(chunk.notebook?.notebook)}`];
    });
    expect(problems).toEqual([]);
  });

  it('lists every notebook on the cookbook index, grouped', () => {
    const chunk = readChunk('/guides/cookbook');
    expect(chunk).toBeDefined();
    const index = findElement(chunk?.tree ?? [], 'CookbookIndex');
    expect(index).toBeDefined();
    const groups = (index?.[1]?.groups ?? []) as { key: string; entries: { notebook: string }[] }[];
    const listed = groups.flatMap((group) => group.entries.map((entry) => entry.notebook)).sort();
    expect(listed).toEqual(routes.map((entry) => entry.notebook).sort());
    expect(groups.map((group) => group.key).filter((key) => !GROUP_KEYS.has(key))).toEqual([]);
  });

  it('has no broken links in notebooks and guide pages', () => {
    const broken = bundle.warnings.filter(
      (w) =>
        (w.startsWith('content/cookbook/') || w.startsWith('content/guides/')) &&
        w.includes('broken link'),
    );
    expect(broken).toEqual([]);
  });

  describe('notebook banner links', () => {
    // Both docsPath entries plus the first plain entry: three kinds of route, one rule for the links.
    const samples = [
      ...routes.filter((entry) => entry.docsPath).slice(0, 2),
      ...routes.filter((entry) => !entry.docsPath).slice(0, 1),
    ];

    it.each(samples.map((entry) => [entry.notebook, entry] as const))(
      'resolve to %s',
      (_, entry) => {
        const info = readChunk(`/guides/cookbook/${nameOf(entry)}`)?.notebook as NotebookInfo;
        expect(info.repositoryPath).toBe(`content/cookbook/${entry.notebook}`);
        const links = notebookLinks(info);
        expect(links.codeHost).toBe(`${notebookHosts.codeHost}/content/cookbook/${entry.notebook}`);
        expect(links.runner).toBe(`${notebookHosts.runner}/content/cookbook/${entry.notebook}`);
        // The docs page of the same notebook shows the same banner links.
        if (entry.docsPath) {
          const docsInfo = readChunk(`/${entry.docsPath}`)?.notebook as NotebookInfo;
          expect(notebookLinks(docsInfo)).toEqual(links);
        }
      },
    );
  });
});

function findElement(nodes: TreeNode[], type: string): Exclude<TreeNode, string> | undefined {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node[0] === type) return node;
    const [, , ...children] = node;
    const found = findElement(children, type);
    if (found) return found;
  }
  return undefined;
}
