import { describe, expect, it } from 'vitest';
import {
  type BundleFiles,
  hashBundle,
  type PathOrder,
} from '../../build-content/lib/bundle-hash.ts';

/** A bundle of `count` files over many hashed runs of lines, half of them versioned. */
function bundle(count: number, edited?: number) {
  const files: BundleFiles = new Map();
  const versioned: BundleFiles = new Map();
  for (let index = 0; index < count; index++) {
    const text = `page ${index}${index === edited ? ' (edited)' : ''}`;
    (index % 2 ? files : versioned).set(`docs/page-${index}.json`, text);
  }
  return { files, versioned };
}

function buildIdOf(
  { files, versioned }: ReturnType<typeof bundle>,
  order: PathOrder = {},
  memo = new Map(),
) {
  return hashBundle(files, versioned, new Map(), memo, order).buildId;
}

describe('hashBundle', () => {
  it('gives an edit the buildId a fresh hash of the edited bundle has', () => {
    const order: PathOrder = {};
    const memo = new Map();
    const first = buildIdOf(bundle(3000), order, memo);
    for (const edited of [0, 1700, 2999]) {
      const rebuilt = buildIdOf(bundle(3000, edited), order, memo);
      expect(rebuilt).toBe(buildIdOf(bundle(3000, edited)));
      expect(rebuilt).not.toBe(first);
    }
    // Back to the first content, through the kept runs: the first buildId again.
    expect(buildIdOf(bundle(3000), order, memo)).toBe(first);
  });

  it('changes with the set of paths', () => {
    const order: PathOrder = {};
    const memo = new Map();
    const before = buildIdOf(bundle(1200), order, memo);
    const added = buildIdOf(bundle(1201), order, memo);
    expect(added).not.toBe(before);
    expect(added).toBe(buildIdOf(bundle(1201)));
  });
});
