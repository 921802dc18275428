import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cookbookGroups, notebookLayout } from '../../config/cookbook.ts';
import { contentVariables } from '../../config/site.ts';

/** A deterministic pseudo-random sequence, so every run generates the same corpus. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS =
  'trace span generation prompt score dataset latency token cost model evaluation session user metadata tag sample release environment observation pipeline retrieval agent tool judge label version cache batch export stream queue worker request response context window budget'.split(
    ' ',
  );

export interface CorpusSize {
  sections: number;
  pagesPerSection: number;
  notebooks: number;
}

/**
 * Writes a Nextra-style tree of MDX pages (components, code, tables, links)
 * and notebooks, the shape of the real docs at a larger scale.
 */
export function generateCorpus(
  dir: string,
  size: CorpusSize,
): { pages: number; notebooks: number } {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const sentence = (words: number) => {
    const text = Array.from({ length: words }, () => pick(WORDS)).join(' ');
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () =>
    Array.from({ length: 4 + Math.floor(next() * 4) }, () =>
      sentence(8 + Math.floor(next() * 10)),
    ).join(' ');
  const routes: string[] = [];
  for (let s = 0; s < size.sections; s++)
    for (let p = 0; p < size.pagesPerSection; p++) routes.push(`/section-${s}/page-${p}`);

  mkdirSync(dir, { recursive: true });
  // Pages written like this site's: its %%variables%%, cookbook groups and notebook layout,
  // declared as a tree declares them.
  writeFileSync(
    path.join(dir, '_site.json'),
    JSON.stringify({ contentVariables, cookbookGroups, notebookLayout }),
  );
  writeFileSync(
    path.join(dir, '_meta.json'),
    JSON.stringify({ index: { title: 'Home', display: 'hidden' } }),
  );
  writeFileSync(
    path.join(dir, 'index.mdx'),
    '---\ntitle: Home\n---\n\n# Home\n\n<CookbookIndex />\n',
  );
  for (let s = 0; s < size.sections; s++) {
    const folder = path.join(dir, `section-${s}`);
    mkdirSync(folder, { recursive: true });
    const meta: Record<string, string> = { index: 'Overview' };
    for (let p = 0; p < size.pagesPerSection; p += 7) meta[`page-${p}`] = `Page ${p}`;
    writeFileSync(path.join(folder, '_meta.json'), JSON.stringify(meta, null, 2));
    writeFileSync(
      path.join(folder, 'index.mdx'),
      `---\ntitle: Section ${s}\ndescription: ${sentence(10)}\n---\n\n# Section ${s}\n\n${paragraph()}\n`,
    );
    for (let p = 0; p < size.pagesPerSection; p++) {
      writeFileSync(path.join(folder, `page-${p}.mdx`), page(s, p));
    }
  }

  function page(s: number, p: number): string {
    const link = pick(routes);
    const parts = [
      `---\ntitle: ${sentence(4).slice(0, -1)} ${s}-${p}\ndescription: ${sentence(12)}\n---\n`,
      `# %%brand%% page ${s}-${p}\n`,
      paragraph(),
      `<Callout type="info">${sentence(10)}</Callout>\n`,
      `## Install\n\n${paragraph()} See [the related page](${link}#install).\n`,
      '```python filename="app.py" {2}\nfrom %%py_package%% import observe, get_client\n\n@observe()\ndef handler(question: str) -> str:\n    client = get_client()\n    answer = f"echo {question}"\n    client.flush()\n    return answer\n```\n',
      "<Tabs items={['Python', 'JS/TS']}>\n<Tabs.Tab>\n```bash\npip install %%py_package%%\nexport %%env_prefix%%_PUBLIC_KEY=pk-lf-123\n```\n</Tabs.Tab>\n<Tabs.Tab>\n```ts\nimport { observe } from '%%js_package%%';\n\nconst run = observe(async (input: string) => input.toUpperCase());\nawait run('hello');\n```\n</Tabs.Tab>\n</Tabs>\n",
      `## Configuration\n\n${paragraph()}\n`,
      '| Option | Default | Description |\n| --- | --- | --- |\n' +
        Array.from(
          { length: 5 },
          () => `| \`${pick(WORDS)}\` | \`${Math.floor(next() * 100)}\` | ${sentence(6)} |`,
        ).join('\n') +
        '\n',
      `### Details\n\n${paragraph()}\n\n- ${sentence(6)}\n- ${sentence(6)}\n- ${sentence(6)}\n`,
      `<Cards>\n  <Card title="Next" href="${pick(routes)}" />\n  <Card title="Related" href="${pick(routes)}" />\n</Cards>\n`,
      `## Troubleshooting\n\n${paragraph()}\n\n\`\`\`json\n{"${pick(WORDS)}": ${Math.floor(next() * 100)}, "enabled": true}\n\`\`\`\n`,
    ];
    return parts.join('\n');
  }

  const cookbook = path.join(dir, notebookLayout.folder);
  mkdirSync(cookbook, { recursive: true });
  const entries: { notebook: string; docsPath: string | null }[] = [];
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  for (let n = 0; n < size.notebooks; n++) {
    const name = `notebook_${n}.ipynb`;
    entries.push({
      notebook: name,
      docsPath: n % 10 === 0 ? `section-${n % size.sections}/notebook-${n}` : null,
    });
    const cells = [
      {
        cell_type: 'markdown',
        id: `m${n}`,
        metadata: {},
        source: [`# Notebook ${n}\n`, '\n', `${paragraph()}\n`],
      },
      ...Array.from({ length: 6 }, (_, c) => ({
        cell_type: 'code',
        id: `c${n}-${c}`,
        metadata: {},
        execution_count: c + 1,
        source: [
          `from %%py_package%% import get_client\n`,
          `client = get_client()\n`,
          `print(client.${pick(WORDS)}_${c}())\n`,
        ],
        outputs: [
          { output_type: 'stream', name: 'stdout', text: [`${sentence(6)}\n`] },
          c === 3
            ? {
                output_type: 'display_data',
                metadata: {},
                data: { 'image/png': png, 'text/plain': ['<Figure>'] },
              }
            : {
                output_type: 'execute_result',
                execution_count: c + 1,
                metadata: {},
                data: { 'text/plain': [sentence(5)] },
              },
        ],
      })),
      {
        cell_type: 'markdown',
        id: `e${n}`,
        metadata: {},
        source: [`## Next steps\n`, '\n', `${paragraph()}\n`],
      },
    ];
    const notebook = {
      nbformat: 4,
      nbformat_minor: 5,
      metadata: {
        kernelspec: { name: 'python3', display_name: 'Python 3', language: 'python' },
        language_info: { name: 'python' },
        cookbook: {
          title: `Notebook ${n}`,
          description: sentence(8),
          group: pick(['frameworks', 'sdk', 'evaluation']),
          tags: ['python'],
        },
      },
      cells,
    };
    writeFileSync(path.join(cookbook, name), `${JSON.stringify(notebook, null, 1)}\n`);
  }
  writeFileSync(path.join(cookbook, '_routes.json'), `${JSON.stringify(entries, null, 2)}\n`);
  return { pages: routes.length + size.sections + 1, notebooks: size.notebooks };
}
