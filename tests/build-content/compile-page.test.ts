import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../build-content/bundle-format.ts';
import { compilePage } from '../../build-content/lib/compile-page.ts';
import { fixtures } from './helpers.ts';

const variables = { brand: 'Acme', py_package: 'acme' };

function compile(
  source: string,
  kind: 'mdx' | 'md' = 'mdx',
  file = path.join(fixtures, 'inline', `page.${kind}`),
) {
  return compilePage({ absolutePath: file, source, kind, variables });
}

function findElement(nodes: TreeNode[], type: string): Extract<TreeNode, unknown[]> | undefined {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node[0] === type) return node;
    const inner = findElement(node.slice(2) as TreeNode[], type);
    if (inner) return inner;
  }
  return undefined;
}

describe('heading ids and table of contents', () => {
  it('slugs like GitHub, de-duplicates per page and honours [#id]', () => {
    const page = compile(
      '# Title\n\n## Hello World!\n\n## Hello World!\n\n### Über `code` [#custom-id]\n\n###### Deep\n',
    );
    expect(page.firstH1).toBe('Title');
    expect(page.toc).toEqual([
      { id: 'hello-world', value: 'Hello World!', depth: 2 },
      { id: 'hello-world-1', value: 'Hello World!', depth: 2 },
      { id: 'custom-id', value: 'Über code', depth: 3 },
      { id: 'deep', value: 'Deep', depth: 6 },
    ]);
    expect(page.tree[3]).toEqual(['h3', { id: 'custom-id' }, 'Über ', ['code', null, 'code']]);
  });

  it('keys search sections by "<anchor>#<heading>" with "" for the intro, code included', () => {
    const page = compile('Intro text.\n\n## Install\n\n```bash\npip install acme\n```\n');
    expect(page.search).toEqual({ '': 'Intro text.', 'install#Install': 'pip install acme' });
  });
});

describe('JSX', () => {
  it('evaluates literal, array, object, negative, template and bare attributes statically', () => {
    const page = compile(
      "<Tabs items={['A', { label: 'B', disabled: true }]} defaultIndex={-1} storageKey={`k`} flag count={3} none={null} label=\"x\">\n<Tab>one</Tab>\n</Tabs>\n",
    );
    expect(page.tree[0]).toEqual([
      'Tabs',
      {
        count: 3,
        defaultIndex: -1,
        flag: true,
        items: ['A', { label: 'B', disabled: true }],
        label: 'x',
        none: null,
        storageKey: 'k',
      },
      ['Tab', null, 'one'],
    ]);
    expect(page.warnings).toEqual([]);
  });

  it('reports BigInt and regex literals as errors and variables as warnings, with file:line:col', () => {
    const page = compile(
      '# T\n\n<Callout n={1n}>a</Callout>\n\n<Callout r={/x/}>b</Callout>\n\n<Callout v={someVar}>c</Callout>\n',
    );
    expect(page.errors.map((d) => [d.line, d.column, d.message])).toEqual([
      [3, 10, 'attribute "n" of <Callout>: BigInt literals are not supported in attributes'],
      [
        5,
        10,
        'attribute "r" of <Callout>: regular expression literals are not supported in attributes',
      ],
    ]);
    expect(page.warnings).toHaveLength(1);
    expect(page.warnings[0]).toMatchObject({ line: 7, column: 10 });
    expect(page.warnings[0].message).toContain('"someVar" is a variable');
    expect(page.errors[0].file).toMatch(/page\.mdx$/);
  });

  it('renders children of unknown components and drops expressions and exports with warnings', () => {
    const page = compile(
      'export const x = 1\n\n<Widget>kept text</Widget>\n\n{x + 1}\n\n{/* a comment is fine */}\n',
    );
    expect(page.tree).toEqual([['p', null, 'kept text']]);
    expect(page.warnings.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '1:1 exports need code to run and are ignored',
      '3:1 unknown component <Widget> renders only its children',
      '5:1 expression {x + 1} needs code to run and was dropped',
    ]);
  });

  it('accepts imports of known components silently, also renamed ones', () => {
    const page = compile(
      'import { Callout as Note, Steps } from \'nextra/components\'\n\n<Note type="warning">Careful</Note>\n',
    );
    expect(page.tree).toEqual([['Callout', { type: 'warning' }, 'Careful']]);
    expect(page.warnings).toEqual([]);
  });

  it('unwraps a one-line block component from its paragraph', () => {
    const page = compile('<Callout>Short note</Callout>\n\nText <b>bold</b> stays inline.\n');
    expect(page.tree[0]).toEqual(['Callout', null, 'Short note']);
    expect(page.tree[1]).toEqual(['p', null, 'Text ', ['b', null, 'bold'], ' stays inline.']);
  });

  it('keeps lowercase JSX as HTML with React props and drops handlers, scripts and script URLs', () => {
    const page = compile(
      '<div className="box" style="color: red; margin-top: 2px" onClick={() => 1} data-x="1">hi</div>\n\n<a href="javascript:alert(1)">x</a>\n\n<script>{"alert(1)"}</script>\n\n<iframe src="https://evil.example/"></iframe>\n\n<iframe src="https://www.youtube-nocookie.com/embed/x" title="Video"></iframe>\n',
    );
    expect(page.tree[0]).toEqual([
      'div',
      { className: 'box', 'data-x': '1', style: { color: 'red', marginTop: '2px' } },
      'hi',
    ]);
    expect(page.tree[1]).toEqual(['p', null, ['a', null, 'x']]);
    expect(findElement(page.tree, 'script')).toBeUndefined();
    expect(page.tree.filter((node) => Array.isArray(node) && node[0] === 'iframe')).toEqual([
      [
        'iframe',
        {
          loading: 'lazy',
          referrerPolicy: 'strict-origin-when-cross-origin',
          sandbox: 'allow-popups allow-presentation allow-same-origin allow-scripts',
          src: 'https://www.youtube-nocookie.com/embed/x',
          title: 'Video',
        },
      ],
    ]);
    expect(page.warnings.map((d) => d.message)).toEqual([
      'attribute "onClick" needs code to run and was dropped',
      'attribute "href" holds a script URL and was dropped',
      '<script> is not allowed in content and was dropped',
      '<iframe> from evil.example is not an allowed embed host and was dropped',
    ]);
  });

  it('sanitises raw HTML in .md pages and checks its links too', () => {
    const page = compile(
      '# Md\n\n<div onclick="x()"><script>alert(1)</script><em>ok</em> <a href="/raw">r</a></div>\n',
      'md',
    );
    expect(page.tree[1]).toEqual([
      'div',
      null,
      ['em', null, 'ok'],
      ' ',
      ['a', { href: '/raw' }, 'r'],
    ]);
    expect(page.links.map((link) => [link.href, link.line])).toEqual([['/raw', 3]]);
  });
});

describe('partials', () => {
  it('inlines imported .mdx/.md partials recursively, with their headings in the TOC', () => {
    const file = path.join(fixtures, 'site', 'docs', 'get-started.mdx');
    const page = compilePage({
      absolutePath: file,
      source: "import Setup from './_partials/setup.mdx'\n\n## Before\n\n<Setup />\n",
      kind: 'mdx',
      variables: { env_prefix: 'ACME' },
    });
    expect(page.errors).toEqual([]);
    expect(page.toc.map((entry) => entry.id)).toEqual(['before', 'set-the-keys']);
    expect(JSON.stringify(page.tree)).toContain('ACME_SECRET_KEY');
    expect(JSON.stringify(page.tree)).toContain('From the inner partial');
    expect(page.dependencies.map((dep) => path.basename(dep))).toEqual(['setup.mdx', 'inner.md']);
    expect(page.links.find((link) => link.href === '/docs')?.file).toMatch(/inner\.md$/);
  });

  it('survives an include cycle with a warning', () => {
    const file = path.join(fixtures, 'partials-cycle', 'page.mdx');
    const page = compilePage({
      absolutePath: file,
      source: "import A from './_a.mdx'\n\n<A />\n",
      kind: 'mdx',
      variables: {},
    });
    expect(page.errors).toEqual([]);
    expect(page.warnings.some((d) => d.message.includes('cycle'))).toBe(true);
    expect(JSON.stringify(page.tree)).toContain('Part A');
  });
});

describe('code, math and diagrams', () => {
  it('highlights code with filename, language and marked lines', () => {
    const page = compile('```python title="app.py" {2}\nimport os\nprint(1)\n```\n');
    const pre = page.tree[0] as unknown[];
    expect(pre[1]).toEqual({ 'data-filename': 'app.py', 'data-language': 'python' });
    const code = pre[2] as unknown[];
    const lines = code.slice(2).filter((node) => Array.isArray(node)) as unknown[][];
    expect(lines.map((line) => line[1])).toEqual([
      { className: 'line' },
      { className: 'line', 'data-highlighted-line': '' },
    ]);
  });

  it('turns mermaid fences into Mermaid elements and math into KaTeX HTML', () => {
    const page = compile('```mermaid\ngraph TD; A-->B\n```\n\nInline $x^2$.\n');
    expect(page.tree[0]).toEqual([
      'Mermaid',
      { chart: 'graph TD; A-->B', svg: expect.stringMatching(/^<svg [^>]*role="img"/) },
    ]);
    expect(JSON.stringify(page.tree[1])).toContain('katex');
  });

  it('substitutes %%variables%% and reports unknown ones with their position', () => {
    const page = compile('# %%brand%%\n\nRun `pip install %%py_package%%` and %%missing%%.\n');
    expect(page.tree[0]).toEqual(['h1', { id: 'acme' }, 'Acme']);
    expect(page.source).toContain('pip install acme');
    expect(page.errors.map((d) => [d.line, d.column, d.message])).toEqual([
      [3, 38, 'unknown content variable %%missing%%'],
    ]);
  });
});
