/**
 * A sharded locale rebuilt from the last build's state (build-content/lib/search-shards/shard-state.ts):
 * after any edit to a few pages, the files are the files of a build from
 * nothing, byte for byte; the state is used while pages and sections keep
 * their numbers, and a state that cannot be used is ignored.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SearchChunk } from '../../build-content/bundle-format';
import { searchShardFiles } from '../../build-content/lib/search-shards/shard-files';
import { shardStateFile } from '../../build-content/lib/search-shards/shard-state';
import { generateSearchChunk } from '../../scripts/search-bench-corpus';
import { tempDir } from './helpers.ts';

type Routes = [string, SearchChunk[string]][];

const TARGET = 2000;
const termFile = () => path.join(tempDir('shard-state'), 'en-US.bin');

/** A small deterministic generator, so a failing round can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

/** One edit to one page, as an author makes it; `renumbers` when pages or sections move. */
const EDITS: {
  name: string;
  renumbers?: true;
  edit: (routes: Routes, pick: (n: number) => number, round: number) => void;
}[] = [
  {
    name: 'a word no page had, added to a section',
    edit: (routes, pick, round) => {
      const [, entry] = routes[pick(routes.length)];
      const keys = Object.keys(entry.data);
      const key = keys[pick(keys.length)];
      entry.data[key] = `${entry.data[key]} quorvex${round} observe`;
    },
  },
  {
    name: 'four hundred new words under one prefix, enough to split its shard',
    edit: (routes, pick, round) => {
      const [, entry] = routes[pick(routes.length)];
      const [key] = Object.keys(entry.data);
      const words = Array.from({ length: 400 }, (_, index) => `observer${round}q${index * 7919}`);
      entry.data[key] = `${entry.data[key]} ${words.join(' ')}`;
    },
  },
  {
    name: 'a section cut to its second half',
    edit: (routes, pick) => {
      const [, entry] = routes[pick(routes.length)];
      const keys = Object.keys(entry.data);
      const key = keys[pick(keys.length)];
      entry.data[key] = entry.data[key].slice(Math.floor(entry.data[key].length / 2));
    },
  },
  {
    name: 'a section emptied',
    edit: (routes, pick) => {
      const [, entry] = routes[pick(routes.length)];
      const keys = Object.keys(entry.data);
      entry.data[keys[pick(keys.length)]] = '';
    },
  },
  {
    name: "another page's text copied in",
    edit: (routes, pick) => {
      const [, entry] = routes[pick(routes.length)];
      const [, other] = routes[pick(routes.length)];
      const keys = Object.keys(entry.data);
      const otherKeys = Object.keys(other.data);
      entry.data[keys[pick(keys.length)]] = other.data[otherKeys[pick(otherKeys.length)]];
    },
  },
  {
    name: 'a new title and keywords',
    edit: (routes, pick, round) => {
      const [, entry] = routes[pick(routes.length)];
      entry.title = `Tracing zelkova${round} ${entry.title.split(' ')[0]}`;
      entry.keywords = `zelkova${round}, sampling`;
    },
  },
  {
    name: 'a heading renamed',
    edit: (routes, pick, round) => {
      const index = pick(routes.length);
      const [route, entry] = routes[index];
      const data: Record<string, string> = {};
      Object.entries(entry.data).forEach(([key, text], at) => {
        data[at === 1 ? `renamed-${round}#Renamed heading ${round}` : key] = text;
      });
      routes[index] = [route, { ...entry, data }];
    },
  },
  {
    name: 'a section added',
    renumbers: true,
    edit: (routes, pick, round) => {
      const [, entry] = routes[pick(routes.length)];
      entry.data[`added-${round}#Added ${round}`] = 'Sampling keeps the traces you flag.';
    },
  },
  {
    name: 'a page removed',
    renumbers: true,
    edit: (routes, pick) => {
      routes.splice(pick(routes.length), 1);
    },
  },
];

const copy = (routes: Routes): Routes =>
  routes.map(([route, entry]) => [route, { ...entry, data: { ...entry.data } }]);

describe('shard state', () => {
  it('makes the files a build from nothing makes, through 27 edits of every kind', () => {
    const file = termFile();
    let routes = copy(Object.entries(generateSearchChunk(160)));
    expect(searchShardFiles('en-US', routes, TARGET, file).reused).toBe(0);
    const unchanged = searchShardFiles('en-US', routes, TARGET, file);
    expect(unchanged.files).toEqual(searchShardFiles('en-US', routes, TARGET).files);
    expect(unchanged.reused).toBeGreaterThan(1000);
    const pick = random(29);
    for (let round = 0; round < 27; round += 1) {
      const { name, renumbers, edit } = EDITS[round % EDITS.length];
      routes = copy(routes);
      edit(routes, pick, round);
      const rebuilt = searchShardFiles('en-US', routes, TARGET, file);
      expect(rebuilt.files, `${name} (round ${round})`).toEqual(
        searchShardFiles('en-US', routes, TARGET).files,
      );
      if (renumbers) expect(rebuilt.reused, name).toBe(0);
      else expect(rebuilt.reused, name).toBeGreaterThan(1000);
    }
  }, 120_000);

  it('is not used when it is of another shard size, cannot be read, or names section terms no longer kept', () => {
    const file = termFile();
    const routes = copy(Object.entries(generateSearchChunk(80)));
    searchShardFiles('en-US', routes, TARGET, file);
    const edited = copy(routes);
    const [key] = Object.keys(edited[5][1].data);
    edited[5][1].data[key] = 'Sampling keeps the zelkova traces.';
    const fresh = searchShardFiles('en-US', edited, TARGET).files;

    const otherSize = searchShardFiles('en-US', routes, TARGET * 2, file);
    expect(otherSize.reused).toBe(0);
    searchShardFiles('en-US', routes, TARGET, file);

    const state = readFileSync(shardStateFile(file));
    writeFileSync(shardStateFile(file), state.subarray(0, state.length / 2));
    const truncated = searchShardFiles('en-US', edited, TARGET, file);
    expect(truncated.reused).toBe(0);
    expect(truncated.files).toEqual(fresh);

    // The state after a page changed, with a section-terms file that has lost the page's old text.
    searchShardFiles('en-US', routes, TARGET, file);
    rmSync(file);
    const withoutTerms = searchShardFiles('en-US', edited, TARGET, file);
    expect(withoutTerms.reused).toBe(0);
    expect(withoutTerms.files).toEqual(fresh);
  }, 60_000);
});
