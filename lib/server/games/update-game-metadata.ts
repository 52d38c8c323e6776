import type { GameInput } from "@/lib/server/games/game-fields";
import type { GameListItem } from "@/lib/server/games/list-games";
import { upsertGame } from "@/lib/server/games/upsert-game";
import { getGame } from "./get-game";

export type GameMetadataChanges = Omit<
  GameInput,
  "symbol" | "mathConfig" | "rtpVariants" | "launchStatus" | "liveCatalogEnabled"
>;

/**
 * The console's metadata edit: only an existing game (by symbol or slug), never a new one, through the same
 * upsert the seed and the CLI use (validation, identifier clash checks, audit row when something changes).
 * Availability has its own service (setGameAvailability); the maths follow the code, not the console.
 */
export async function updateGameMetadata(options: {
  symbol: string;
  changes: GameMetadataChanges;
  actor: string;
}): Promise<GameListItem> {
  const game = await getGame({ symbol: options.symbol });
  await upsertGame({ input: { ...options.changes, symbol: game.symbol }, actor: options.actor });
  return getGame({ symbol: game.symbol });
}
