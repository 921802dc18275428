import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Fresh modules each time: the last key's time is module state of typing-pause.ts. */
async function modules() {
  vi.resetModules();
  const typing = await import('../search/typing-pause');
  const { readerPause, READER_PAUSE_MS } = await import('./reader-pause');
  const { storeFetched } = await import('./register-offline');
  return { noteTyping: typing.noteTyping, readerPause, READER_PAUSE_MS, storeFetched };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('readerPause', () => {
  it('waits until no key has been typed for the pause, each key starting the wait again', async () => {
    const { noteTyping, readerPause, READER_PAUSE_MS } = await modules();
    noteTyping();
    const paused = vi.fn();
    readerPause().then(paused);
    await vi.advanceTimersByTimeAsync(READER_PAUSE_MS - 100);
    noteTyping();
    await vi.advanceTimersByTimeAsync(READER_PAUSE_MS - 100);
    expect(paused).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(paused).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to be idle, and for a new pause when a key came meanwhile', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { noteTyping, readerPause, READER_PAUSE_MS } = await modules();
    const paused = vi.fn();
    readerPause().then(paused);
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toHaveLength(1);
    expect(paused).not.toHaveBeenCalled();
    noteTyping();
    idle[0]();
    await vi.advanceTimersByTimeAsync(READER_PAUSE_MS - 1);
    expect(paused).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(paused).toHaveBeenCalledTimes(1);
  });
});

describe('storeFetched', () => {
  /** A worker that records what it is asked to store and answers on the message's port. */
  function fakeWorker() {
    const asked: unknown[] = [];
    const worker = {
      postMessage(message: unknown, [port]: MessagePort[]) {
        asked.push(message);
        port.postMessage(true);
      },
    };
    return { asked, worker: worker as unknown as ServiceWorker };
  }

  it('asks for the document first, then one file a message, each after a reader pause', async () => {
    vi.useRealTimers();
    const { storeFetched } = await modules();
    const { asked, worker } = fakeWorker();
    let pauses = 0;
    const pause = async () => {
      pauses += 1;
      // Nothing is asked for before its pause is over.
      expect(asked).toHaveLength(pauses - 1);
    };
    await storeFetched(worker, '/docs/a', ['/assets/x.js', '/_content/b/p.json'], pause);
    expect(pauses).toBe(3);
    expect(asked).toEqual([
      { type: 'STORE_FETCHED', urls: [], document: '/docs/a' },
      { type: 'STORE_FETCHED', urls: ['/assets/x.js'] },
      { type: 'STORE_FETCHED', urls: ['/_content/b/p.json'] },
    ]);
  });

  it('asks for nothing while the reader keeps typing', async () => {
    const { noteTyping, storeFetched, READER_PAUSE_MS } = await modules();
    const { asked, worker } = fakeWorker();
    noteTyping();
    void storeFetched(worker, '/docs/a', ['/assets/x.js']);
    for (let key = 0; key < 10; key += 1) {
      await vi.advanceTimersByTimeAsync(READER_PAUSE_MS / 2);
      noteTyping();
    }
    expect(asked).toHaveLength(0);
  });
});
