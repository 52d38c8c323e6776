import "server-only";
import { parseInput } from "@/lib/base/parse-input";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import {
  requireFreeRoundTemplate,
  toFreeRoundTemplateView,
  type FreeRoundTemplateView,
} from "./free-round-template-fields";

// Archives an operator's template: it is no longer offered for grants; awards already granted from it stand.
// Archiving again answers the template as it is (no second audit row).

export async function archiveFreeRoundTemplate(options: {
  operatorId: string;
  templateId: string;
  actor: string;
}): Promise<FreeRoundTemplateView> {
  const actor = parseInput(actorSchema, options.actor);
  return prisma.$transaction(async (tx) => {
    const template = await requireFreeRoundTemplate(tx, options);
    if (template.archivedAt) return toFreeRoundTemplateView(template);
    const archived = await tx.freeRoundTemplate.update({
      where: { id: template.id },
      data: { archivedAt: new Date(), archivedBy: actor },
    });
    const view = toFreeRoundTemplateView(archived);
    await recordAudit({
      db: tx,
      actor,
      action: "free_rounds.template.archive",
      target: { type: "free_round_template", id: template.id },
      before: toFreeRoundTemplateView(template),
      after: view,
    });
    return view;
  });
}
