/**
 * What a page's key needs of a page chunk (render-worker.ts): the hash of
 * its text without the build id, the collections and page-card folders its
 * tree names, and whether it is written in its route's locale. Each page's
 * key keeps the facts of its chunk for the next build, which takes them
 * instead of reading and parsing the chunk while the file is the same one:
 * an unchanged chunk is the same file from build to build (the bundle keeps
 * it and the site holds it as a hard link; a changed chunk is written as a
 * new file), so its inode, size and time of change name it.
 */
import { readFileSync } from 'node:fs';
import type { PageChunk } from '../../build-content/bundle-format';
import { fileStamp } from '../../build-content/lib/file-stamp.ts';
import { collectionsOfPage } from '../../src/features/collections/collections-of-page';
import { pageCardFolders } from '../../src/mdx/page-cards/page-card-parts';

export interface ChunkFacts {
  /** The chunk's URL without the build id. */
  file: string;
  /** Inode, size and time of change of the file the facts were read from. */
  stamp: string;
  /** Of the text without the build id (page-reuse.ts hashOf). */
  hash: string;
  collections: string[];
  /** Folders its `<PageCards>` list. */
  folders: string[];
  /** Written in its route's locale: no `contentLocale`. */
  own: boolean;
}

function stampOf(file: string): string | undefined {
  try {
    return fileStamp(file);
  } catch {
    return undefined;
  }
}

export class ChunkFactsReader {
  private readonly earlier = new Map<string, ChunkFacts>();
  private readonly current = new Map<string, ChunkFacts | null>();
  private readonly chunks = new Map<string, PageChunk>();
  /** Chunks read and parsed, and facts taken from the earlier build. */
  readonly counts = { read: 0, kept: 0 };

  constructor(
    earlier: Iterable<ChunkFacts>,
    private readonly files: {
      pathOf: (url: string) => string;
      withoutId: (text: string) => string;
      hashOf: (...parts: string[]) => string;
    },
  ) {
    for (const facts of earlier) this.earlier.set(facts.file, facts);
  }

  /**
   * The facts of the chunk at `url`; null when there is none. With `keep`,
   * a chunk read for them is kept for one chunkOf.
   */
  factsOf(url: string, keep = false): ChunkFacts | null {
    let facts = this.current.get(url);
    if (facts !== undefined) return facts;
    const file = this.files.withoutId(url);
    const stamp = stampOf(this.files.pathOf(url));
    const kept = this.earlier.get(file);
    if (stamp === undefined) facts = null;
    else if (kept?.stamp === stamp) {
      facts = kept;
      this.counts.kept += 1;
    } else {
      const text = readFileSync(this.files.pathOf(url), 'utf8');
      const chunk = JSON.parse(text) as PageChunk;
      if (keep) this.chunks.set(url, chunk);
      this.counts.read += 1;
      facts = {
        file,
        stamp,
        hash: this.files.hashOf(this.files.withoutId(text)),
        collections: collectionsOfPage(chunk.tree),
        folders: pageCardFolders(chunk.tree),
        own: !chunk.contentLocale,
      };
    }
    this.current.set(url, facts);
    return facts;
  }

  /** Lets go of a chunk kept by factsOf. */
  forget(url: string): void {
    this.chunks.delete(url);
  }

  /** The chunk at `url`, parsed: the one kept by factsOf, or read now. */
  chunkOf(url: string): PageChunk {
    const kept = this.chunks.get(url);
    this.chunks.delete(url);
    return kept ?? (JSON.parse(readFileSync(this.files.pathOf(url), 'utf8')) as PageChunk);
  }
}

/** The chunk facts of an earlier build's page keys, once per chunk. */
export function earlierChunkFacts(pages: Record<string, { chunk?: ChunkFacts }>): ChunkFacts[] {
  const byFile = new Map<string, ChunkFacts>();
  for (const { chunk } of Object.values(pages)) if (chunk) byFile.set(chunk.file, chunk);
  return [...byFile.values()];
}
