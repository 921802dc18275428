/**
 * The outbox's IndexedDB store: one object store of posts keyed by their
 * idempotency key. Plain IndexedDB (a few calls) instead of a wrapper library.
 */

export type OutboxKind = 'feedback' | 'contact' | 'answer-rating';

export interface OutboxItem {
  /** The post's Idempotency-Key: every attempt sends the same one. */
  key: string;
  kind: OutboxKind;
  url: string;
  /** The JSON body, exactly as first sent. */
  body: string;
  createdAt: number;
  attempts: number;
  /** Not tried again before this time (ms since the epoch). */
  nextAt: number;
}

const DB_NAME = 'outbox';
const STORE = 'posts';

let opened: Promise<IDBDatabase> | undefined;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await database()).transaction(STORE, mode).objectStore(STORE);
}

export async function putItem(item: OutboxItem): Promise<void> {
  await request((await store('readwrite')).put(item));
}

export async function deleteItem(key: string): Promise<void> {
  await request((await store('readwrite')).delete(key));
}

export async function allItems(): Promise<OutboxItem[]> {
  return request((await store('readonly')).getAll() as IDBRequest<OutboxItem[]>);
}
