// Where this instance is in its life: starting (start-up's database work pending), started, or shutting down.
// Start-up (lib/server/boot) moves it on; /ready and the event streams read it. On globalThis because the
// instrumentation bundle and the route bundles each load this.

const holder = globalThis as { __gpStartUpDone?: boolean; __gpShuttingDown?: boolean };

export function markStartUpDone(): void {
  holder.__gpStartUpDone = true;
}

export function isStartUpDone(): boolean {
  return holder.__gpStartUpDone === true;
}

export function markShuttingDown(): void {
  holder.__gpShuttingDown = true;
}

export function isShuttingDown(): boolean {
  return holder.__gpShuttingDown === true;
}
