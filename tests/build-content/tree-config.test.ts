import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentBuilder } from '../../build-content/index.ts';
import { formatDiagnostic } from '../../build-content/lib/diagnostics.ts';
import { Bundle } from './helpers.ts';
import { writeTree } from './temp-tree.ts';

const tree = (files: Record<string, string>) => writeTree('tree-config', files);

async function build(contentDir: string) {
  const builder = new ContentBuilder({ contentDir, cacheDir: false, workers: 0, publicDir: false });
  try {
    return new Bundle(await builder.build());
  } finally {
    await builder.close();
  }
}

describe("a content tree's own _site.json", () => {
  it('fails the build at the line and column of a bad key, naming it', async () => {
    const dir = tree({
      'index.md': '# Home\n',
      '_site.json':
        '{\n  "team": {\n    "ana": { "firstName": "Ana", "name": "Ana B", "title": "Writer", "image": "ana.png" }\n  },\n  "contributers": {}\n}\n',
    });
    const output = await build(dir);
    const lines = output.output.errors.map((error) =>
      formatDiagnostic({ ...error, file: path.basename(error.file) }),
    );
    expect(lines).toEqual([
      '_site.json:3:79 invalid _site.json: team.ana.image: a path under /images/people/',
      "_site.json:5:3 invalid _site.json: the file: Unrecognized key(s) in object: 'contributers'",
    ]);
  });

  it('gives its contributors and variables to its pages', async () => {
    const dir = tree({
      'docs/setup.md': '# Setup\n\nInstall %%pkg%%.\n',
      '_site.json': JSON.stringify({
        contentVariables: { pkg: 'acme-sdk' },
        contributors: { '/docs/setup': ['octocat'] },
      }),
    });
    const output = await build(dir);
    expect(output.output.errors).toEqual([]);
    const chunk = output.page('/docs/setup');
    expect(JSON.stringify(chunk.tree)).toContain('acme-sdk');
    expect(chunk.contributors?.map((c) => c.username)).toEqual(['octocat']);
  });
});

/** A minimal nbformat 4 notebook with one Markdown heading. */
const notebook = JSON.stringify({
  nbformat: 4,
  nbformat_minor: 5,
  metadata: { language_info: { name: 'python' } },
  cells: [{ cell_type: 'markdown', metadata: {}, source: ['# Retry a failed run\n'] }],
});

describe('notebook pages', () => {
  it("go where the tree's notebookLayout places them, pages and downloads", async () => {
    const dir = tree({
      'index.md': '# Home\n',
      'examples/_routes.json': JSON.stringify([{ notebook: 'retry.ipynb', docsPath: null }]),
      'examples/retry.ipynb': notebook,
      '_site.json': JSON.stringify({
        notebookLayout: {
          folder: 'examples',
          guideRoute: '/learn/notebooks',
          downloadRoute: '/files/notebooks',
        },
      }),
    });
    const output = await build(dir);
    expect(output.output.errors).toEqual([]);
    expect(output.output.routes).toEqual(['/', '/learn/notebooks/retry']);
    expect(output.page('/learn/notebooks/retry').notebook).toMatchObject({
      path: '/learn/notebooks/retry',
      ipynbPath: '/files/notebooks/retry.ipynb',
      title: 'Retry a failed run',
    });
    expect(JSON.parse(output.text('files/notebooks/retry.ipynb')).nbformat).toBe(4);
  });

  it('are none where the tree declares no notebookLayout, whatever folders it has', async () => {
    const dir = tree({
      'index.md': '# Home\n',
      'cookbook/_routes.json': JSON.stringify([{ notebook: 'retry.ipynb', docsPath: null }]),
      'cookbook/retry.ipynb': notebook,
    });
    const output = await build(dir);
    expect(output.output.errors).toEqual([]);
    expect(output.output.routes).toEqual(['/']);
    expect(output.has('cookbook/retry.ipynb')).toBe(false);
  });

  it('rejects a layout route with a trailing slash at its line and column', async () => {
    const dir = tree({
      'index.md': '# Home\n',
      '_site.json':
        '{\n  "notebookLayout": {\n    "folder": "nb",\n    "guideRoute": "/nb/",\n    "downloadRoute": "/nb-files"\n  }\n}\n',
    });
    const lines = (await build(dir)).output.errors.map((error) =>
      formatDiagnostic({ ...error, file: path.basename(error.file) }),
    );
    expect(lines).toEqual([
      '_site.json:4:19 invalid _site.json: notebookLayout.guideRoute: a route without a trailing slash',
    ]);
  });
});

describe('a tree without _site.json', () => {
  it("inherits none of this site's editorial data: %%words%% stay text, no contributors", async () => {
    const dir = tree({ 'docs/index.md': '# Docs\n\nRun 100%%done%% now.\n' });
    const output = await build(dir);
    expect(output.output.errors).toEqual([]);
    const chunk = output.page('/docs');
    expect(JSON.stringify(chunk.tree)).toContain('100%%done%% now');
    expect(chunk.contributors ?? []).toEqual([]);
  });
});
