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
