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
