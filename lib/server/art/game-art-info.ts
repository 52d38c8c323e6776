import { gameArtUrl } from "@/lib/server/art/game-art-url";
import { prisma } from "@/lib/server/db/prisma";

// Thumbnail facts for the console's games page: what was uploaded (never the bytes), where the public art
// endpoint serves it (or its generated fallback), and where staff upload a new one.

export interface GameArtInfo {
  uploaded: boolean;
  contentType: string | null;
  size: number | null;
  sha256: string | null;
  uploadedBy: string | null;
  uploadedAt: Date | null;
  url: string;
  uploadPath: string;
}

export const CONSOLE_ART_UPLOAD_PATH = "/api/console/art";

/** Art facts of many games in one query, by game id. */
export async function listGameArtInfo(options: {
  games: { id: string; symbol: string; slug: string; title: string }[];
  baseUrl: string;
}): Promise<Map<string, GameArtInfo>> {
  const uploads = await prisma.gameArt.findMany({
    where: { gameId: { in: options.games.map((game) => game.id) } },
    select: { gameId: true, contentType: true, size: true, sha256: true, uploadedBy: true, uploadedAt: true },
  });
  const byGame = new Map(uploads.map((upload) => [upload.gameId, upload]));
  return new Map(
    options.games.map((game) => {
      const upload = byGame.get(game.id);
      return [
        game.id,
        {
          uploaded: Boolean(upload),
          contentType: upload?.contentType ?? null,
          size: upload?.size ?? null,
          sha256: upload?.sha256 ?? null,
          uploadedBy: upload?.uploadedBy ?? null,
          uploadedAt: upload?.uploadedAt ?? null,
          url: gameArtUrl({ baseUrl: options.baseUrl, symbol: game.symbol, slug: game.slug, title: game.title }),
          uploadPath: `${CONSOLE_ART_UPLOAD_PATH}/${encodeURIComponent(game.symbol)}`,
        },
      ];
    }),
  );
}
