import type { Provider } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";

/** The game providers (reference data), by id: the values of the games' provider filter. */
export async function listProviders(): Promise<Provider[]> {
  return prisma.provider.findMany({ orderBy: { id: "asc" } });
}
