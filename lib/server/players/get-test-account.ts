import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { toTestAccountView, type TestAccountView } from "./test-account-fields";

/** The player's test-account mark, or null when the player is not a test account (of this operator). */
export async function getTestAccount(options: {
  operatorId: string;
  externalPlayerId: string;
}): Promise<TestAccountView | null> {
  const row = await prisma.testAccount.findUnique({
    where: {
      operatorId_externalPlayerId: { operatorId: options.operatorId, externalPlayerId: options.externalPlayerId },
    },
  });
  return row ? toTestAccountView(row) : null;
}
