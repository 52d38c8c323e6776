import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

// Where and with what a bench run happened: figures only describe that machine at that time.

export interface MachineInfo {
  date: string;
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  loadAverage: number[];
  versions: Record<string, string>;
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(path.resolve("node_modules", name, "package.json"), "utf8")) as { version: string })
      .version;
  } catch {
    return "unknown";
  }
}

/** databaseUrl null: a run that measured no app (only bus-compare) and used no database. */
export async function machineInfo(databaseUrl: string | null): Promise<MachineInfo> {
  let postgres = "not used";
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>("SHOW server_version");
    await client.end();
    postgres = rows[0]?.server_version ?? "unknown";
  }
  return {
    date: new Date().toISOString(),
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    cores: os.availableParallelism(),
    memoryGiB: os.totalmem() / 1024 ** 3,
    loadAverage: os.loadavg(),
    versions: {
      node: process.version,
      next: packageVersion("next"),
      prisma: packageVersion("@prisma/client"),
      postgres,
      autocannon: packageVersion("autocannon"),
      nats: packageVersion("nats"),
      ioredis: packageVersion("ioredis"),
    },
  };
}
