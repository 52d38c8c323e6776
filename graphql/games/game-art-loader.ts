import { listGameArtInfo, type GameArtInfo } from "@/lib/server/art/game-art-info";

export type ArtGame = { id: string; symbol: string; slug: string; title: string };

/**
 * Collects the art lookups of one request tick (e.g. every row of the games list) into one query instead of one
 * per game; each request gets its own loader, so nothing is shared between staff.
 */
export function createGameArtLoader(baseUrl: string): (game: ArtGame) => Promise<GameArtInfo> {
  let batch: { game: ArtGame; resolve(info: GameArtInfo): void; reject(error: unknown): void }[] = [];
  const flush = () => {
    const current = batch;
    batch = [];
    listGameArtInfo({ games: current.map((entry) => entry.game), baseUrl }).then(
      (infos) => current.forEach((entry) => entry.resolve(infos.get(entry.game.id)!)),
      (error: unknown) => current.forEach((entry) => entry.reject(error)),
    );
  };
  return (game) =>
    new Promise((resolve, reject) => {
      if (batch.length === 0) setImmediate(flush);
      batch.push({ game, resolve, reject });
    });
}
