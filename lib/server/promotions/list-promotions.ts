import "server-only";
import { z } from "zod";
import { PROMOTION_STATES } from "@/lib/contract/promotions-api";
import { parseInput } from "@/lib/base/parse-input";
import { dateCursorPart, decodeCursor, pageRequestSchema, toPage, type Page } from "@/lib/base/paging";
import { prisma, type Prisma } from "@/lib/server/db/prisma";
import { PROMOTION_INCLUDE, promotionStateWhere, promotionRecords, type PromotionRecord } from "./promotion-view";

// The console's promotions and an operator's (the operator API), latest start first, keyset-paged.

const listPromotionsSchema = pageRequestSchema.extend({
  /** Only promotions this operator takes part in. */
  operatorId: z.string().trim().max(64).nullish(),
  state: z.enum(PROMOTION_STATES).nullish(),
  /** The parameter that carried `after`, named by its error: the console's after, the operator API's cursor. */
  cursorName: z.string().default("after"),
});

export type ListPromotionsOptions = z.input<typeof listPromotionsSchema>;

export async function listPromotions(options: ListPromotionsOptions = {}): Promise<Page<PromotionRecord>> {
  const input = parseInput(listPromotionsSchema, options);
  const now = new Date();
  const conditions: Prisma.PromotionWhereInput[] = [];
  if (input.operatorId) conditions.push({ operators: { some: { operatorId: input.operatorId } } });
  if (input.state) conditions.push(promotionStateWhere(input.state, now));
  if (input.after) {
    const [startsAt, id] = decodeCursor(input.after, 2, input.cursorName);
    const at = dateCursorPart(startsAt!, input.cursorName);
    conditions.push({ OR: [{ startsAt: { lt: at } }, { startsAt: at, id: { lt: id! } }] });
  }
  const rows = await prisma.promotion.findMany({
    where: { AND: conditions },
    include: PROMOTION_INCLUDE,
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    take: input.first + 1,
  });
  const page = toPage(rows, input.first, (row) => [row.startsAt.toISOString(), row.id]);
  return { items: await promotionRecords(prisma, page.items, now), nextCursor: page.nextCursor };
}
