import "server-only";
import { randomBase62 } from "@/lib/base/random-id";
import { prisma } from "@/lib/server/db/prisma";
import { createStaffUser } from "./create-staff-user";
import { verifyPassword } from "./password-hash";
import { setStaffPassword } from "./set-staff-password";

// The demo's first console account, for local development only (the seed refuses production and staging).

export const DEMO_ADMIN_EMAIL = "admin@demo.local";

/**
 * Creates admin@demo.local (role admin) if missing. Keeps `rememberedPassword` when it still works (nothing is
 * written then), else sets a fresh generated one. Returns the password to remember and print.
 */
export async function ensureDemoAdmin(options: {
  rememberedPassword?: string;
  actor: string;
}): Promise<{ email: string; password: string }> {
  const existing = await prisma.staffUser.findUnique({ where: { email: DEMO_ADMIN_EMAIL } });
  const remembered = options.rememberedPassword;
  if (existing && remembered && (await verifyPassword(existing.passwordHash, remembered))) {
    return { email: DEMO_ADMIN_EMAIL, password: remembered };
  }
  if (!existing) {
    const password = remembered ?? randomBase62(20);
    await createStaffUser({
      email: DEMO_ADMIN_EMAIL,
      name: "Demo Admin",
      role: "admin",
      password,
      actor: options.actor,
    });
    return { email: DEMO_ADMIN_EMAIL, password };
  }
  // The account exists but its password is unknown here (the credentials file was lost): the demo resets it.
  // Its role and status stay as staff left them.
  const password = randomBase62(20);
  await setStaffPassword({ email: DEMO_ADMIN_EMAIL, password, actor: options.actor });
  return { email: DEMO_ADMIN_EMAIL, password };
}
