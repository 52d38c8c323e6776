import { createAdapterFactory, resolveDatabaseTarget } from "./connection";
import { PrismaClient } from "./generated/client";

export type { Prisma } from "./generated/client";
export type Db = PrismaClient;

// One Prisma client per process (kept on globalThis so dev reloads and route bundles share it).
const holder = globalThis as { __gpPrisma?: PrismaClient };

export function getPrisma(): PrismaClient {
  holder.__gpPrisma ??= new PrismaClient({ adapter: createAdapterFactory(resolveDatabaseTarget()) as never });
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
