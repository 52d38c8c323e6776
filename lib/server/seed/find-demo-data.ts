import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { DEMO_ADMIN_EMAIL } from "@/lib/server/staff/ensure-demo-admin";
import { verifyPassword } from "@/lib/server/staff/password-hash";
import { DEMO_OPERATOR_ID } from "./demo-catalog";
import { demoCredentialsPath, isLiveDemoKey, readDemoCredentials, type DemoCredentials } from "./demo-credentials";

export interface DemoDataFound {
  credentialsFile: string;
  /** The remembered keys, when both still work in this database. */
  credentials: DemoCredentials | null;
  /** The remembered staff sign-in, when it still signs in. */
  staffSignIn: { email: string; password: string } | null;
}

/**
 * What a start without DEMO_SEED can tell about demo data planted earlier (null: there is none), read-only: the
 * keys and the staff sign-in kept in the credentials file, each only while it still works here.
 */
export async function findDemoData(options: { env?: NodeJS.ProcessEnv } = {}): Promise<DemoDataFound | null> {
  const operator = await prisma.operator.findUnique({ where: { id: DEMO_OPERATOR_ID }, select: { id: true } });
  if (!operator) return null;
  const credentialsFile = demoCredentialsPath(options.env ?? process.env);
  const remembered = await readDemoCredentials(credentialsFile);
  if (!remembered) return { credentialsFile, credentials: null, staffSignIn: null };
  const keysWork =
    (await isLiveDemoKey(remembered.operatorKey, "operator")) && (await isLiveDemoKey(remembered.masterKey, "master"));
  const admin = remembered.adminPassword
    ? await prisma.staffUser.findUnique({ where: { email: DEMO_ADMIN_EMAIL } })
    : null;
  const signsIn = Boolean(
    admin && !admin.disabledAt && (await verifyPassword(admin.passwordHash, remembered.adminPassword!)),
  );
  return {
    credentialsFile,
    credentials: keysWork ? remembered : null,
    staffSignIn: signsIn ? { email: DEMO_ADMIN_EMAIL, password: remembered.adminPassword! } : null,
  };
}
