import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceGraph, sourceGraphVersion } from '../../build-content/lib/pipeline-version.ts';
import { writeTree } from './temp-tree.ts';

const names = (dir: string, files: string[]) => files.map((file) => path.relative(dir, file));

describe('the compile cache pipeline version', () => {
  it("follows the compiler's relative imports, into subfolders and out of its own", () => {
    const dir = writeTree('pipeline-graph', {
      'lib/entry.mjs': "await import('./worker.ts');\n",
      'lib/worker.ts': [
        "import { parse } from './parse.ts';",
        'import {',
        '  type Options,',
        "} from './dates/options';",
        "export { shared } from '../shared.ts';",
        "import 'node:fs';",
        "// import { unused } from './commented.ts';",
        "const site = 'https://example.com/x';",
      ].join('\n'),
      'lib/parse.ts': 'export const parse = 1;',
      'lib/dates/options.ts': 'export type Options = {};',
      'shared.ts': 'export const shared = 1;',
      'lib/commented.ts': 'export const unused = 1;',
      'lib/assemble.ts': "import { parse } from './parse.ts';",
    });
    expect(names(dir, sourceGraph(path.join(dir, 'lib/entry.mjs')))).toEqual([
      'lib/dates/options.ts',
      'lib/entry.mjs',
      'lib/parse.ts',
      'lib/worker.ts',
      'shared.ts',
    ]);
    const version = sourceGraphVersion(path.join(dir, 'lib/entry.mjs'), dir);
    // An edit outside the compiler (the assembler) keeps the cache...
    writeFileSync(path.join(dir, 'lib/assemble.ts'), '// edited');
    expect(sourceGraphVersion(path.join(dir, 'lib/entry.mjs'), dir)).toBe(version);
    // ...and so does an edit to a comment of the compiler's...
    writeFileSync(path.join(dir, 'lib/parse.ts'), '/** One. */\nexport const parse = 1; // kept');
    expect(sourceGraphVersion(path.join(dir, 'lib/entry.mjs'), dir)).toBe(version);
    // ...one to the code of a subfolder it imports empties it.
    writeFileSync(path.join(dir, 'lib/dates/options.ts'), 'export type Options = { day: 1 };');
    expect(sourceGraphVersion(path.join(dir, 'lib/entry.mjs'), dir)).not.toBe(version);
  });

  it('refuses a dynamic import it cannot follow', () => {
    const dir = writeTree('pipeline-computed', {
      'entry.ts': "const name = './x.ts';\nawait import(name);\n",
    });
    expect(() => sourceGraph(path.join(dir, 'entry.ts'))).toThrow(/computed path/);
  });

  it("covers this project's compiler and not its assembler", () => {
    const lib = path.resolve('build-content/lib');
    const graph = names(lib, sourceGraph(path.join(lib, 'compile-worker-entry.mjs')));
    expect(graph).toContain('compile-page.ts');
    expect(graph).toContain('markdown-twin.ts');
    expect(graph).toContain('../component-names.ts');
    expect(graph).not.toContain('assemble.ts');
    expect(graph).not.toContain('builder.ts');
  });
});
