import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { toFreeRoundTemplateView, type FreeRoundTemplateView } from "./free-round-template-fields";

// The operator's templates, newest first: the ones grants may use, and the archived ones when asked for.

export async function listFreeRoundTemplates(options: {
  operatorId: string;
  includeArchived?: boolean;
}): Promise<FreeRoundTemplateView[]> {
  const rows = await prisma.freeRoundTemplate.findMany({
    where: { operatorId: options.operatorId, ...(options.includeArchived ? {} : { archivedAt: null }) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  return rows.map(toFreeRoundTemplateView);
}
