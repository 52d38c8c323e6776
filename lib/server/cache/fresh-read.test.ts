import { describe, expect, it } from "vitest";
import { createFreshReader, createScopedRead } from "./fresh-read";

// A read source whose reads finish only when the test says so, and whose value is the state at the read's START.
function controllableSource() {
  let state = 0;
  const pending: { startedWith: number; finish: () => void }[] = [];
  return {
    set: (value: number) => (state = value),
    read: () =>
      new Promise<number>((resolve) => {
        const startedWith = state;
        pending.push({ startedWith, finish: () => resolve(startedWith) });
      }),
    reads: () => pending.length,
    finish: async (index: number) => {
      pending[index]!.finish();
      // Let the promise reactions run.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

describe("createFreshReader", () => {
  it("never answers a caller with a read that started before it called", async () => {
    const source = controllableSource();
    const fresh = createFreshReader(source.read);
    const first = fresh();
    source.set(1); // a change commits while the first read is running
    const second = fresh();
    expect(source.reads()).toBe(1);
    await source.finish(0);
    expect(await first).toBe(0);
    // The second caller waited for a read started after the first ended: it sees the change.
    expect(source.reads()).toBe(2);
    await source.finish(1);
    expect(await second).toBe(1);
  });

  it("shares one waiting read among everyone who arrives during a running read", async () => {
    const source = controllableSource();
    const fresh = createFreshReader(source.read);
    const running = fresh();
    const waiting = [fresh(), fresh(), fresh()];
    await source.finish(0);
    expect(source.reads()).toBe(2);
    source.set(7);
    await source.finish(1);
    expect(await Promise.all(waiting)).toEqual([0, 0, 0]);
    expect(await running).toBe(0);
    // Idle again: the next caller starts its own read at once.
    const later = fresh();
    expect(source.reads()).toBe(3);
    await source.finish(2);
    expect(await later).toBe(7);
  });

  it("a failed read fails its callers only; the waiting callers get the next read", async () => {
    let calls = 0;
    let rejectFirst!: (error: Error) => void;
    let resolveSecond!: (value: string) => void;
    const fresh = createFreshReader(
      () =>
        new Promise<string>((resolve, reject) => {
          calls += 1;
          if (calls === 1) rejectFirst = reject;
          else resolveSecond = resolve;
        }),
    );
    const failing = fresh();
    const waiting = fresh();
    rejectFirst(new Error("connection lost"));
    await expect(failing).rejects.toThrow("connection lost");
    for (let i = 0; i < 5; i++) await Promise.resolve();
    resolveSecond("ok");
    expect(await waiting).toBe("ok");
  });
});

describe("createScopedRead", () => {
  it("reads once per scope, for everything the scope awaits, and every time outside a scope", async () => {
    let reads = 0;
    const scoped = createScopedRead(async () => ++reads);
    const inFirst = await scoped.run(async () => {
      const first = await scoped.read();
      await new Promise((resolve) => setTimeout(resolve, 1));
      const [later, concurrent] = await Promise.all([scoped.read(), Promise.resolve().then(() => scoped.read())]);
      return [first, later, concurrent];
    });
    expect(inFirst).toEqual([1, 1, 1]);
    // Each scope makes its own read, also when scopes overlap in time.
    const [second, third] = await Promise.all([scoped.run(() => scoped.read()), scoped.run(() => scoped.read())]);
    expect(new Set([second, third])).toEqual(new Set([2, 3]));
    expect(await scoped.read()).toBe(4);
    expect(await scoped.read()).toBe(5);
  });

  it("starts no read for a scope that does not ask", async () => {
    let reads = 0;
    const scoped = createScopedRead(async () => ++reads);
    await scoped.run(async () => "nothing cached here");
    expect(reads).toBe(0);
  });
});
