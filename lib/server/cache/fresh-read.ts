import { AsyncLocalStorage } from "node:async_hooks";

// Shares a read among concurrent callers without ever handing a caller a result older than its call: a caller
// that arrives while a read is running waits for the next read (started once the running one ends), which
// everyone arriving meanwhile shares. At most one read runs and one waits, however many callers there are.

export function createFreshReader<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}

/**
 * A read done at most once per scope: inside run(fn), the first read(), by fn or anything it awaits, is kept and
 * every later read() of that scope gets the same result; outside any scope, read() reads every time. For requests
 * that change nothing the read describes, so that one read made after the request arrived serves all of it.
 */
export interface ScopedRead<T> {
  read(): Promise<T>;
  run<R>(fn: () => Promise<R>): Promise<R>;
}

export function createScopedRead<T>(read: () => Promise<T>): ScopedRead<T> {
  const scopes = new AsyncLocalStorage<{ value?: Promise<T> }>();
  return {
    read: () => {
      const scope = scopes.getStore();
      return scope ? (scope.value ??= read()) : read();
    },
    run: (fn) => scopes.run({}, fn),
  };
}
