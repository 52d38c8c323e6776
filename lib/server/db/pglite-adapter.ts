import { PGlite } from "@electric-sql/pglite";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

// The embedded database's Prisma adapter, loaded by connection.ts only when the target is PGlite.

// pglite-prisma-adapter 0.7.2 does not await executeScript, so a failing migration would be recorded as applied.
class AwaitingPgliteFactory extends PrismaPGlite {
  constructor(private readonly pglite: PGlite) {
    super(pglite);
  }
  override async connect() {
    const adapter = await super.connect();
    return awaitScripts(adapter, this.pglite);
  }
  override async connectToShadowDb() {
    return new AwaitingPgliteFactory(new PGlite("memory://")).connect();
  }
}

function awaitScripts<T extends { executeScript(script: string): Promise<void> }>(adapter: T, pglite: PGlite): T {
  adapter.executeScript = async (script: string) => {
    try {
      await pglite.exec(script);
    } catch (error) {
      (adapter as unknown as { onError(e: unknown): never }).onError(error);
    }
  };
  return adapter;
}

export function openPglite(dataDir: string): PGlite {
  return new PGlite(dataDir);
}

export function createPgliteAdapterFactory(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  return new AwaitingPgliteFactory(pglite) as unknown as SqlMigrationAwareDriverAdapterFactory;
}
