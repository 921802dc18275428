/**
 * Section embeddings for the docs assistant, computed at build time when an
 * embeddings endpoint is configured (assistant-vectors.ts): every section of
 * every `_content/assistant/<locale>.json` is embedded, in batches, and the
 * vectors are written beside it as `<locale>.vectors.json`. Vectors are cached
 * by model and text, in memory and on disk (like compiled pages), so a
 * rebuild asks the endpoint only about sections that changed. A failing
 * endpoint costs the build its vectors (a warning), never the build: the
 * assistant then ranks with BM25 alone.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AssistantIndex } from '../bundle-format.ts';
import type { BundleFiles } from './assemble.ts';
import {
  assistantVectorsPath,
  type EmbeddingsConfig,
  encodeVectors,
  quantize,
  requestEmbeddings,
  sectionEmbeddingText,
} from './assistant-vectors.ts';
import { sha256 } from './compile-cache.ts';
import type { Diagnostic } from './diagnostics.ts';

/** Inputs per request: small enough for local servers, few enough round trips for thousands of sections. */
const BATCH = 64;
const INDEX_FILE = /^_content\/assistant\/([^/]+)\.json$/;

export class AssistantEmbedder {
  private memory = new Map<string, Int8Array>();

  constructor(
    private readonly config: EmbeddingsConfig,
    /** On-disk cache folder; undefined keeps vectors in memory only. */
    private readonly cacheDir?: string,
  ) {}

  /** Adds a vectors file (and its hash) for each assistant index in `files`; returns warnings. */
  async embed(files: BundleFiles, hashes: Map<string, string>): Promise<Diagnostic[]> {
    const warnings: Diagnostic[] = [];
    const used = new Map<string, Int8Array>();
    for (const [file, content] of [...files]) {
      const locale = INDEX_FILE.exec(file)?.[1];
      if (!locale || locale.endsWith('.vectors')) continue;
      const index = JSON.parse(String(content)) as AssistantIndex;
      const texts = index.pages.flatMap((page) =>
        page.sections.map(([, heading, text]) => sectionEmbeddingText(page.title, heading, text)),
      );
      if (texts.length === 0) continue;
      try {
        const vectors = await this.vectorsFor(texts, used);
        const text = JSON.stringify(encodeVectors(vectors, this.config.model));
        const target = assistantVectorsPath(locale);
        files.set(target, text);
        hashes.set(target, sha256(text));
      } catch (error) {
        warnings.push({
          file,
          line: 1,
          column: 1,
          message: `assistant embeddings skipped (BM25 ranking only): ${(error as Error).message}`,
        });
      }
    }
    // Watch mode: keep only what the current content needs.
    this.memory = used;
    return warnings;
  }

  private async vectorsFor(texts: string[], used: Map<string, Int8Array>): Promise<Int8Array[]> {
    const keys = texts.map((text) => sha256(`${this.config.model}\0${text}`));
    const missing = new Map<string, string>();
    keys.forEach((key, i) => {
      const known = used.get(key) ?? this.memory.get(key) ?? this.readDisk(key);
      if (known) used.set(key, known);
      else missing.set(key, texts[i]);
    });
    const todo = [...missing];
    for (let at = 0; at < todo.length; at += BATCH) {
      const batch = todo.slice(at, at + BATCH);
      const vectors = await requestEmbeddings(
        this.config,
        batch.map(([, text]) => text),
      );
      batch.forEach(([key], i) => {
        const vector = quantize(vectors[i]);
        used.set(key, vector);
        this.writeDisk(key, vector);
      });
    }
    const result = keys.map((key) => used.get(key) as Int8Array);
    if (result.some((vector) => vector.length !== result[0].length))
      throw new Error('cached vectors of different sizes (was the model changed in place?)');
    return result;
  }

  private file(key: string): string | undefined {
    return this.cacheDir && path.join(this.cacheDir, key.slice(0, 2), `${key}.bin`);
  }

  private readDisk(key: string): Int8Array | undefined {
    const file = this.file(key);
    if (!file) return undefined;
    try {
      const bytes = readFileSync(file);
      return new Int8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    } catch {
      return undefined;
    }
  }

  private writeDisk(key: string, vector: Int8Array): void {
    const file = this.file(key);
    if (!file) return;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, vector);
      renameSync(temporary, file);
    } catch {
      // A cache that cannot be written only costs calls to the endpoint.
    }
  }
}
