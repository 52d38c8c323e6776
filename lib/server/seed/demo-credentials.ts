import "server-only";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { hashApiKey } from "@/lib/server/api-keys/api-key-format";
import { prisma } from "@/lib/server/db/prisma";
import { DEMO_OPERATOR_ID } from "./demo-catalog";

// The demo keys are shown once at creation like any key; for local development only they are also kept in
// <DATA_DIR>/demo-credentials.json so every later start can print them again. The seed refuses to run in
// production and staging, so this file never exists there.

export interface DemoCredentials {
  operatorId: string;
  operatorKey: string;
  masterKey: string;
  createdAt: string;
  /** The demo's console admin (staff sign-in), added by the seed. */
  adminEmail?: string;
  adminPassword?: string;
}

export function demoCredentialsPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR?.trim() || ".data", "demo-credentials.json");
}

export async function readDemoCredentials(file: string): Promise<DemoCredentials | null> {
  const text = await readFile(file, "utf8").catch(() => null);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<DemoCredentials>;
    return parsed.operatorKey && parsed.masterKey && parsed.operatorId ? (parsed as DemoCredentials) : null;
  } catch {
    return null;
  }
}

export async function writeDemoCredentials(file: string, credentials: DemoCredentials): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(credentials, null, 2) + "\n", { mode: 0o600 });
  await chmod(file, 0o600);
}

/** Whether a remembered demo key still works in this database: not revoked, of its kind, the demo operator's. */
export async function isLiveDemoKey(key: string, kind: "operator" | "master"): Promise<boolean> {
  const found = await prisma.apiKey.findUnique({ where: { hash: hashApiKey(key) } });
  return Boolean(
    found && !found.revokedAt && found.kind === kind && (kind === "master" || found.operatorId === DEMO_OPERATOR_ID),
  );
}
