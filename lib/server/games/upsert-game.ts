import { z } from "zod";
import { Prisma, type Game } from "@/lib/server/db/generated/client";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { isUniqueViolation } from "@/lib/server/db/unique-violation";
import { gameInputSchema, REQUIRED_FOR_CREATE, type GameInput, type ParsedGameInput } from "./game-fields";

const upsertGameSchema = z.object({ input: gameInputSchema, actor: actorSchema });

type GameColumns = Partial<Omit<Game, "id" | "createdAt" | "updatedAt">>;

/** Maps the input's defined fields to columns; undefined means "leave as it is". */
function toColumns(input: ParsedGameInput): GameColumns {
  const { features, ...fields } = input;
  const columns: GameColumns = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(columns, { [field]: value });
  }
  if (features) {
    const featureColumns = {
      featureBonus: features.bonus,
      featureCollect: features.collect,
      featureFreeSpins: features.freeSpins,
      featureBuyFeature: features.buyFeature,
      featureSpecialBet: features.specialBet,
    };
    for (const [column, value] of Object.entries(featureColumns)) {
      if (value !== undefined) Object.assign(columns, { [column]: value });
    }
  }
  return columns;
}

/** JSON text with object keys sorted: PostgreSQL's jsonb reorders keys, so plain JSON.stringify would see changes that are not. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item) && !(item instanceof Date)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Prisma writes SQL NULL into a Json column only when told DbNull. */
function toWriteData(columns: GameColumns) {
  const { specialBetProfile, mathConfig, rtpVariants, ...rest } = columns;
  return {
    ...rest,
    ...(rtpVariants === undefined ? {} : { rtpVariants: rtpVariants ?? Prisma.DbNull }),
    ...(specialBetProfile === undefined ? {} : { specialBetProfile: specialBetProfile ?? Prisma.DbNull }),
    ...(mathConfig === undefined ? {} : { mathConfig: mathConfig ?? Prisma.DbNull }),
  } as Prisma.GameUncheckedUpdateInput;
}

async function assertIdentifiersFree(
  db: Prisma.TransactionClient,
  symbol: string,
  slug: string | undefined,
): Promise<void> {
  // Routes accept "symbol or slug", so no game's slug may equal another game's symbol and vice versa.
  const clash = await db.game.findFirst({
    where: {
      symbol: { not: symbol },
      OR: [...(slug ? [{ slug }, { symbol: slug }] : []), { slug: symbol }],
    },
    select: { symbol: true },
  });
  if (clash) throw new AppError("conflict", `Game "${clash.symbol}" already uses that symbol or slug`);
}

/**
 * Creates a game (slug, title and providerId required; launchPath defaults to /play/<symbol>) or updates the
 * fields given for an existing symbol. Writes an audit row only when something actually changes.
 */
export async function upsertGame(options: {
  input: GameInput;
  actor: string;
}): Promise<{ game: Game; created: boolean; changed: boolean }> {
  const { input, actor } = parseInput(upsertGameSchema, options);
  const columns = toColumns(input);
  try {
    return await prisma.$transaction(async (tx) => {
      if (columns.providerId) {
        const provider = await tx.provider.findUnique({ where: { id: columns.providerId }, select: { id: true } });
        if (!provider) throw new AppError("invalid_provider_id", `Unknown provider "${columns.providerId}"`);
      }
      await assertIdentifiersFree(tx, input.symbol, columns.slug);
      const current = await tx.game.findUnique({ where: { symbol: input.symbol } });

      if (!current) {
        const missing = REQUIRED_FOR_CREATE.filter((field) => columns[field] === undefined);
        if (missing.length) throw new AppError("invalid_request", `A new game needs ${missing.join(", ")}`);
        const data = {
          launchPath: `/play/${input.symbol}`,
          ...toWriteData(columns),
        } as Prisma.GameUncheckedCreateInput;
        const game = await tx.game.create({ data });
        await recordAudit({
          db: tx,
          actor,
          action: "game.create",
          target: { type: "game", id: game.symbol },
          after: game,
        });
        return { game, created: true, changed: true };
      }

      const changed = (Object.keys(columns) as (keyof GameColumns)[]).filter(
        (column) => canonicalJson(columns[column]) !== canonicalJson(current[column]),
      );
      if (changed.length === 0) return { game: current, created: false, changed: false };
      const changes = Object.fromEntries(changed.map((column) => [column, columns[column]])) as GameColumns;
      const game = await tx.game.update({ where: { id: current.id }, data: toWriteData(changes) });
      await recordAudit({
        db: tx,
        actor,
        action: "game.update",
        target: { type: "game", id: game.symbol },
        before: Object.fromEntries(changed.map((column) => [column, current[column]])),
        after: changes,
      });
      return { game, created: false, changed: true };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("conflict", `Game "${input.symbol}" or its slug was created at the same time`);
    throw error;
  }
}
