import { findPlayers } from "@/lib/server/players/find-players";
import { getPlayer } from "@/lib/server/players/get-player";
import { getPlayerTotals } from "@/lib/server/players/get-player-totals";
import { listPlayerPrizes } from "@/lib/server/players/list-player-prizes";
import { listPlayerAwards } from "@/lib/server/free-rounds/list-player-awards";
import { findRounds } from "@/lib/server/reconciliation/find-rounds";
import { roundReplayUrl } from "@/lib/server/replay/replay-link";
import { listLaunchSessions } from "@/lib/server/sessions/list-launch-sessions";
import type {
  PlayerRoundsArgs,
  PlayerSessionsArgs,
  PlayerTotalsArgs,
  QueryPlayerArgs,
  QueryPlayersArgs,
  Resolvers,
} from "@/graphql/generated/backoffice/resolvers-types";
import type { PlayerView } from "@/lib/server/players/get-player";
import { ALL_OPERATOR_ROLES, operatorScoped } from "@/graphql/backoffice/operator-scoped";

// Players of the session's operator: the console's services (launch sessions, round lookup, free-rounds awards)
// beside the players module's own (search, totals, prizes), each called with the context's operatorId. A Player's
// fields read the context's operator too, not the parent's.

const read = { roles: ALL_OPERATOR_ROLES };

export const playerResolvers: Resolvers = {
  Query: {
    players: operatorScoped(read, (_parent, { prefix, first }: QueryPlayersArgs, { operatorId }) =>
      findPlayers({ operatorId, prefix, first: first ?? undefined }),
    ),
    player: operatorScoped(read, (_parent, { externalPlayerId }: QueryPlayerArgs, { operatorId }) =>
      getPlayer({ operatorId, externalPlayerId }),
    ),
  },
  Player: {
    sessions: operatorScoped(read, (player: PlayerView, { state, first, after }: PlayerSessionsArgs, { operatorId }) =>
      listLaunchSessions({
        operatorId,
        externalPlayerId: player.externalPlayerId,
        state: state as "active" | "expired" | "ended" | null | undefined,
        first: first ?? undefined,
        after,
      }),
    ),
    rounds: operatorScoped(read, async (player: PlayerView, { first, after }: PlayerRoundsArgs, context) => {
      const page = await findRounds({
        operatorId: context.operatorId,
        externalPlayerId: player.externalPlayerId,
        first: first ?? undefined,
        after,
      });
      const now = new Date();
      return {
        items: page.items.map((round) => ({
          ...round,
          replayUrl: roundReplayUrl({ baseUrl: context.baseUrl, roundId: round.id, now }),
          transactions: round.transactions.map((transaction) => ({
            id: transaction.id,
            type: transaction.type,
            state: transaction.state,
            amount: transaction.amount,
            createdAt: transaction.createdAt,
          })),
        })),
        nextCursor: page.nextCursor,
      };
    }),
    totals: operatorScoped(read, (player: PlayerView, { from, to }: PlayerTotalsArgs, { operatorId }) =>
      getPlayerTotals({ operatorId, externalPlayerId: player.externalPlayerId, from, to }),
    ),
    prizes: operatorScoped(read, (player: PlayerView, _args: unknown, { operatorId }) =>
      listPlayerPrizes({ operatorId, externalPlayerId: player.externalPlayerId, limit: 50 }),
    ),
    freeRoundsAwards: operatorScoped(read, async (player: PlayerView, _args: unknown, { operatorId }) => {
      const page = await listPlayerAwards({
        operatorId,
        externalPlayerId: player.externalPlayerId,
        state: "all",
        limit: 100,
      });
      return page.items.map((award) => ({
        id: award.award_id,
        campaignId: award.campaign_id,
        roundsTotal: award.rounds,
        roundsPlayed: award.rounds_played,
        currency: award.currency,
        win: award.win,
        state: award.state,
        expiresAt: new Date(award.expires_at),
        createdAt: new Date(award.created_at),
      }));
    }),
  },
};
