import { describe, expect, it } from "vitest";
import { createBroadcastCoalescer, type CoalescerClock } from "./broadcast-coalescer";

// A clock the test moves by hand: scheduled runs happen when time is advanced past them, in time order.
function manualClock(): CoalescerClock & { now: number; advance(ms: number): void } {
  const timers: { at: number; run: () => void }[] = [];
  return {
    now: 0,
    schedule(run, delayMs) {
      timers.push({ at: this.now + delayMs, run });
    },
    advance(ms) {
      const until = this.now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > until) break;
        timers.shift();
        this.now = next.at;
        next.run();
      }
      this.now = until;
    },
  };
}

function setUp() {
  const clock = manualClock();
  const delivered: { at: number; key: string; value: number }[] = [];
  const coalescer = createBroadcastCoalescer<number>({
    intervalMs: 1000,
    clock,
    deliver: (key, value) => delivered.push({ at: clock.now, key, value }),
  });
  return { clock, delivered, coalescer };
}

describe("broadcast coalescing", () => {
  it("delivers the first update of a quiet channel at once", () => {
    const { delivered, coalescer } = setUp();
    coalescer.offer("ticker", 1);
    expect(delivered).toEqual([{ at: 0, key: "ticker", value: 1 }]);
  });

  it("delivers a burst as its first value now and its last value when the interval ends", () => {
    const { clock, delivered, coalescer } = setUp();
    for (let value = 1; value <= 100; value++) {
      coalescer.offer("ticker", value);
      clock.advance(5);
    }
    clock.advance(5000);
    expect(delivered).toEqual([
      { at: 0, key: "ticker", value: 1 },
      { at: 1000, key: "ticker", value: 100 },
    ]);
  });

  it("never delivers a channel twice within an interval, and always ends on the latest value", () => {
    const { clock, delivered, coalescer } = setUp();
    // Updates every 70 ms for 10 s: the deliveries are at least 1000 ms apart and the last one is the last update.
    let value = 0;
    for (let elapsed = 0; elapsed < 10_000; elapsed += 70) {
      coalescer.offer("ticker", ++value);
      clock.advance(70);
    }
    clock.advance(2000);
    const times = delivered.map((entry) => entry.at);
    for (let index = 1; index < times.length; index++)
      expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(1000);
    expect(delivered.length).toBeLessThanOrEqual(11 + 1);
    expect(delivered.at(-1)!.value).toBe(value);
  });

  it("coalesces each channel on its own", () => {
    const { clock, delivered, coalescer } = setUp();
    coalescer.offer("a", 1);
    coalescer.offer("b", 1);
    coalescer.offer("a", 2);
    coalescer.offer("b", 2);
    coalescer.offer("b", 3);
    clock.advance(1000);
    expect(delivered.map(({ at, key, value }) => `${at} ${key}=${value}`)).toEqual([
      "0 a=1",
      "0 b=1",
      "1000 a=2",
      "1000 b=3",
    ]);
  });

  it("forgets a channel after a quiet interval, so its next update goes out at once again", () => {
    const { clock, delivered, coalescer } = setUp();
    coalescer.offer("ticker", 1);
    clock.advance(1000);
    expect(coalescer.activeKeys()).toBe(0);
    clock.advance(300);
    coalescer.offer("ticker", 2);
    expect(delivered.at(-1)).toEqual({ at: 1300, key: "ticker", value: 2 });
  });

  it("keeps a channel going after a delivery that throws", () => {
    const clock = manualClock();
    const delivered: number[] = [];
    const coalescer = createBroadcastCoalescer<number>({
      intervalMs: 1000,
      clock,
      deliver: (_key, value) => {
        if (value === 1) throw new Error("a stream failed");
        delivered.push(value);
      },
    });
    coalescer.offer("ticker", 1);
    coalescer.offer("ticker", 2);
    clock.advance(1000);
    expect(delivered).toEqual([2]);
  });
});
