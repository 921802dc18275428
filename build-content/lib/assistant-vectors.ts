/**
 * The docs assistant's section embeddings, shared by the build (which writes
 * them) and the edge (which ranks with them): the OpenAI-compatible
 * `POST {base}/embeddings` call, and the compact file format
 * `/_content/assistant/<locale>.vectors.json`: one int8 vector per section of
 * `<locale>.json`, in its order (pages as listed, sections as listed), all
 * concatenated and base64-encoded. Vectors are scaled to use the int8 range
 * before rounding; cosine similarity does not care about their length.
 * No Node APIs here: this module runs in workerd too.
 */

export interface EmbeddingsConfig {
  /** OpenAI-compatible API base, e.g. http://127.0.0.1:11434/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export interface AssistantVectors {
  version: 1;
  model: string;
  dimensions: number;
  /** Sections covered, as a check against the index they belong to. */
  sections: number;
  /** sections × dimensions int8 values, base64. */
  vectors: string;
}

/** Characters of a section sent to the embeddings model (small local models take ~512 tokens). */
const EMBEDDED_CHARS = 2000;

export function assistantVectorsPath(locale: string): string {
  return `_content/assistant/${locale}.vectors.json`;
}

/** The endpoint from ASK_AI_EMBEDDINGS_BASE_URL, _MODEL and optional _API_KEY; null without both of the first two. */
export function embeddingsConfigFrom(env: object): EmbeddingsConfig | null {
  const value = (name: string) => {
    const raw = (env as Record<string, unknown>)[name];
    return typeof raw === 'string' && raw.trim() ? raw.trim() : undefined;
  };
  const baseUrl = value('ASK_AI_EMBEDDINGS_BASE_URL');
  const model = value('ASK_AI_EMBEDDINGS_MODEL');
  if (!baseUrl || !model) return null;
  return { baseUrl, model, apiKey: value('ASK_AI_EMBEDDINGS_API_KEY') };
}

/** What of a section is embedded: where it is (page and heading) and what it says. */
export function sectionEmbeddingText(title: string, heading: string, text: string): string {
  const place = heading ? `${title} › ${heading}` : title;
  return `${place}\n${text}`.slice(0, EMBEDDED_CHARS);
}

export class EmbeddingsError extends Error {}

/** One batch of texts to vectors, in the order given. */
export async function requestEmbeddings(
  config: EmbeddingsConfig,
  texts: string[],
  signal?: AbortSignal,
): Promise<number[][]> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/embeddings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: config.model, input: texts }),
      signal,
    });
  } catch (error) {
    throw new EmbeddingsError(`embeddings endpoint unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new EmbeddingsError(`embeddings endpoint answered ${response.status}`);
  }
  const body = (await response.json().catch(() => null)) as {
    data?: { index?: number; embedding?: unknown }[];
  } | null;
  const data = body?.data;
  if (!Array.isArray(data) || data.length !== texts.length)
    throw new EmbeddingsError('embeddings endpoint answered without one vector per input');
  const vectors: number[][] = new Array(texts.length);
  data.forEach((item, position) => {
    const at = typeof item.index === 'number' ? item.index : position;
    const embedding = item.embedding;
    if (
      !Array.isArray(embedding) ||
      embedding.length === 0 ||
      !embedding.every((x) => typeof x === 'number' && Number.isFinite(x)) ||
      at < 0 ||
      at >= texts.length
    )
      throw new EmbeddingsError('embeddings endpoint answered an invalid vector');
    vectors[at] = embedding as number[];
  });
  if (vectors.some((vector) => vector === undefined || vector.length !== vectors[0].length))
    throw new EmbeddingsError('embeddings endpoint answered vectors of different sizes');
  return vectors;
}

/** A vector scaled so its largest component is ±127, rounded. */
export function quantize(vector: ArrayLike<number>): Int8Array {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]));
  const out = new Int8Array(vector.length);
  if (max === 0) return out;
  for (let i = 0; i < vector.length; i++) out[i] = Math.round((vector[i] / max) * 127);
  return out;
}

export function encodeVectors(vectors: Int8Array[], model: string): AssistantVectors {
  const dimensions = vectors[0]?.length ?? 0;
  const bytes = new Uint8Array(vectors.length * dimensions);
  for (const [i, vector] of vectors.entries())
    bytes.set(new Uint8Array(vector.buffer, vector.byteOffset, dimensions), i * dimensions);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { version: 1, model, dimensions, sections: vectors.length, vectors: btoa(binary) };
}

/** All vectors as one int8 array (section i at i × dimensions), or null when the file does not add up. */
export function decodeVectors(data: AssistantVectors): Int8Array | null {
  if (data?.version !== 1 || typeof data.vectors !== 'string') return null;
  const binary = atob(data.vectors);
  if (binary.length !== data.sections * data.dimensions) return null;
  const out = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = (binary.charCodeAt(i) << 24) >> 24;
  return out;
}
