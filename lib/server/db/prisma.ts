import { createAdapterFactory, resolveDatabaseTarget } from "./connection";
import { PrismaClient } from "./generated/client";

export type { Prisma } from "./generated/client";
export type Db = PrismaClient;

// One Prisma client per process (kept on globalThis so dev reloads and route bundles share it).
const holder = globalThis as { __gpPrisma?: PrismaClient };

/**
 * Every interactive transaction waits up to 30 s for its start, and may run 30 s (Prisma's defaults: 2 s and 5 s).
 * Embedded PGlite has one connection: transactions queue behind each other and, in a fresh process such as the gp
 * CLI, behind the database's opening, which takes seconds on a slow or busy machine. A queued transaction is
 * normal there, not a fault.
 */
export const TRANSACTION_DEFAULTS = { maxWait: 30_000, timeout: 30_000 } as const;

export function getPrisma(): PrismaClient {
  holder.__gpPrisma ??= new PrismaClient({
    adapter: createAdapterFactory(resolveDatabaseTarget()) as never,
    transactionOptions: TRANSACTION_DEFAULTS,
  });
  return holder.__gpPrisma;
}

export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getPrisma();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export async function disconnectPrisma(): Promise<void> {
  const client = holder.__gpPrisma;
  holder.__gpPrisma = undefined;
  await client?.$disconnect();
}
