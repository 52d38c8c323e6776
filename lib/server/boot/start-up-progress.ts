// Whether this instance's start-up database work (migrations, demo seed, background workers) is done: /ready
// answers 503 until then. On globalThis because the instrumentation bundle and the route bundles each load this.

const holder = globalThis as { __gpStartUpDone?: boolean };

export function markStartUpDone(): void {
  holder.__gpStartUpDone = true;
}

export function isStartUpDone(): boolean {
  return holder.__gpStartUpDone === true;
}
