import "server-only";
import { prisma } from "./prisma";

/** Resolves when the database answers a trivial query (readiness, registered by start-up). */
export async function pingDatabase(): Promise<void> {
  await prisma.$queryRaw`SELECT 1`;
}
