import { createHash } from "node:crypto";
import { z } from "zod";
import { gameIdentifierSchema, type GameArtContentType } from "@/lib/contract/provider-api";
import { recordAudit, actorSchema } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { findGameBySymbolOrSlug } from "@/lib/server/games/find-game-by-symbol-or-slug";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { artMaxBytes } from "./art-settings";
import { sanitizeSvg } from "./sanitize-svg";
import { sniffImageType } from "./sniff-image-type";

// Stores a game's thumbnail. The type comes from the bytes (PNG, JPEG, WebP or SVG); SVG is rebuilt by the
// sanitiser before it is stored, so what we serve is what we checked. Replaces any earlier upload.

export interface UploadedGameArt {
  symbol: string;
  contentType: GameArtContentType;
  size: number;
  sha256: string;
}

const uploadInputSchema = z.object({ symbol: gameIdentifierSchema, actor: actorSchema });

export async function uploadGameArt(options: {
  symbol: string;
  bytes: Uint8Array;
  actor: string;
}): Promise<UploadedGameArt> {
  const { symbol, actor } = parseInput(uploadInputSchema, { symbol: options.symbol, actor: options.actor });
  const maxBytes = artMaxBytes();
  const tooLarge = () => new AppError("payload_too_large", `Artwork must be at most ${maxBytes} bytes`);
  if (options.bytes.byteLength === 0) throw new AppError("invalid_request", "The artwork file is empty");
  if (options.bytes.byteLength > maxBytes) throw tooLarge();

  const contentType = sniffImageType(options.bytes);
  if (!contentType) throw new AppError("unsupported_media_type", "Artwork must be a PNG, JPEG, WebP or SVG image");
  let bytes = options.bytes;
  if (contentType === "image/svg+xml") {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(options.bytes);
    } catch {
      throw new AppError("invalid_request", "The SVG file is not valid UTF-8");
    }
    bytes = new TextEncoder().encode(sanitizeSvg(text));
    if (bytes.byteLength > maxBytes) throw tooLarge();
  }
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const stored = Uint8Array.from(bytes);

  return prisma.$transaction(async (db) => {
    const game = await findGameBySymbolOrSlug({
      db,
      symbolOrSlug: symbol,
      query: { select: { id: true, symbol: true, art: { select: { contentType: true, size: true, sha256: true } } } },
    });
    if (!game) throw new AppError("game_not_found", `Game "${symbol}" not found`);
    const data = {
      contentType,
      bytes: stored,
      sha256,
      size: stored.byteLength,
      uploadedBy: actor,
      uploadedAt: new Date(),
    };
    await db.gameArt.upsert({ where: { gameId: game.id }, create: { gameId: game.id, ...data }, update: data });
    await recordAudit({
      db,
      actor,
      action: "game_art.upload",
      target: { type: "game", id: game.symbol },
      before: game.art,
      after: { contentType, size: stored.byteLength, sha256 },
    });
    return { symbol: game.symbol, contentType, size: stored.byteLength, sha256 };
  });
}
