// The rate limit of broadcasts on one instance: each key (a channel and its audience) is delivered at most once per
// interval, the latest value winning. The first update of a quiet key goes out at once; updates arriving within the
// interval after a delivery wait, replacing each other, and the last of them goes out when the interval ends — so
// the final value of a burst is always delivered, at most one interval late. A key that stays quiet for a whole
// interval after its last delivery is forgotten (no timer, no memory). No clock of its own: the caller passes a
// scheduler, so the logic is tested without sleeping.

export interface CoalescerClock {
  /** Calls `run` once after `delayMs`. */
  schedule(run: () => void, delayMs: number): void;
}

export interface BroadcastCoalescer<T> {
  /** An update of the key: delivered now, or kept as the key's latest until its interval ends. */
  offer(key: string, value: T): void;
  /** Keys delivered within the last interval (each holds one pending timer). */
  activeKeys(): number;
}

interface KeyState<T> {
  pending: { value: T } | null;
}

export function createBroadcastCoalescer<T>(options: {
  intervalMs: number;
  clock: CoalescerClock;
  deliver(key: string, value: T): void;
}): BroadcastCoalescer<T> {
  const { intervalMs, clock, deliver } = options;
  const keys = new Map<string, KeyState<T>>();

  // The end of a key's interval: its latest update goes out and starts another interval, or the key is forgotten.
  const intervalEnded = (key: string) => {
    const state = keys.get(key);
    if (!state?.pending) {
      keys.delete(key);
      return;
    }
    const { value } = state.pending;
    state.pending = null;
    deliverAndWait(key, value);
  };

  const deliverAndWait = (key: string, value: T) => {
    clock.schedule(() => intervalEnded(key), intervalMs);
    try {
      deliver(key, value);
    } catch {
      // A delivery that throws must not stop the key's later ones; deliver logs its own failures.
    }
  };

  return {
    offer(key, value) {
      const state = keys.get(key);
      if (state) {
        state.pending = { value };
        return;
      }
      keys.set(key, { pending: null });
      deliverAndWait(key, value);
    },
    activeKeys: () => keys.size,
  };
}
