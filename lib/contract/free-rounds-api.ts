import { z } from "zod";
import {
  currencySchema,
  dateTimeField,
  decimalTextField,
  gameIdentifierSchema,
  idText,
  isoDateTimeSchema,
  operatorIdSchema,
  pagedResponseSchema,
  plainText,
  requiredText,
} from "./provider-api";

// Free-rounds campaigns: an extension of the operator API beside the contract's endpoints (issue #15), in the
// contract's style — snake_case fields, {success:true, data} answers, the contract's error body. Amounts are decimal
// TEXT here (strings), in the campaign's currency. Like provider-api.ts: no transforms, `.meta()` for the OpenAPI
// document; rules that need a specific error code carry it in a custom issue (parseRequest reads params.errorCode).

export const FREE_ROUNDS_MAX_ROUNDS = 1000;
export const FREE_ROUNDS_MAX_PLAYERS = 10_000;
export const FREE_ROUNDS_MAX_GAMES = 50;
/** Largest body of the create and add-players calls: 10,000 players of the longest id fit (beyond it 413). */
export const FREE_ROUNDS_BODY_MAX_BYTES = 3 * 1024 * 1024;

const EXAMPLE_CAMPAIGN_ID = "welcome-2026-11";

export const campaignIdSchema = idText({ max: 128 }).meta({
  description: "The operator's id of the campaign (its idempotency key).",
});

const externalPlayerIdSchema = idText({ max: 256 });

/** 1…10,000 external_player_ids, no duplicates: the players of a create or an add-players call. */
export const campaignPlayersSchema = z
  .array(externalPlayerIdSchema, { error: requiredText("an array of external_player_id strings") })
  .min(1, "must name at least one player")
  .check((context) => {
    const players = context.value;
    if (players.length > FREE_ROUNDS_MAX_PLAYERS) {
      context.issues.push({
        code: "custom",
        input: players.length,
        message: `must name at most ${FREE_ROUNDS_MAX_PLAYERS} players per call (got ${players.length})`,
        params: { errorCode: "too_many_players" },
      });
      return;
    }
    const seen = new Set<string>();
    const duplicates = new Set<string>();
    for (const player of players) (seen.has(player) ? duplicates : seen).add(player);
    if (duplicates.size > 0) {
      const named = [...duplicates]
        .slice(0, 10)
        .map((player) => JSON.stringify(player))
        .join(", ");
      context.issues.push({
        code: "custom",
        input: [...duplicates],
        message: `must not repeat a player: ${named}${duplicates.size > 10 ? ` and ${duplicates.size - 10} more` : ""}`,
        params: { errorCode: "duplicate_players" },
      });
    }
  })
  .meta({
    description: `The players' external_player_ids: 1 to ${FREE_ROUNDS_MAX_PLAYERS} per call, each at most 256 characters, no duplicates.`,
    maxItems: FREE_ROUNDS_MAX_PLAYERS,
    uniqueItems: true,
  });

const roundsSchema = z
  .int({ error: requiredText("a whole number") })
  .check((context) => {
    if (context.value < 1 || context.value > FREE_ROUNDS_MAX_ROUNDS) {
      context.issues.push({
        code: "custom",
        input: context.value,
        message: `must be between 1 and ${FREE_ROUNDS_MAX_ROUNDS}`,
        params: { errorCode: "rounds_out_of_range" },
      });
    }
  })
  .meta({
    description: `Free rounds per player, 1 to ${FREE_ROUNDS_MAX_ROUNDS}.`,
    minimum: 1,
    maximum: FREE_ROUNDS_MAX_ROUNDS,
  });

// ---------------------------------------------------------------------------------------------------------------
// POST /api/provider/v1/free-rounds

const CREATE_EXAMPLE = {
  campaign_id: EXAMPLE_CAMPAIGN_ID,
  games: ["vs20aurora", "fruit-blaze"],
  rounds: 10,
  bet_level: 1,
  coin_value: "0.10",
  currency: "EUR",
  valid_from: "2026-12-01T00:00:00Z",
  expires_at: "2026-12-31T23:59:59Z",
  max_win: "100.00",
  players: ["player-1001", "player-1002"],
};

export const createCampaignRequestSchema = z
  .object({
    campaign_id: campaignIdSchema,
    operator_id: operatorIdSchema.optional(),
    games: z
      .array(gameIdentifierSchema, { error: requiredText("an array of game symbols or slugs") })
      .min(1, "must name at least one game")
      .max(FREE_ROUNDS_MAX_GAMES, `must name at most ${FREE_ROUNDS_MAX_GAMES} games`)
      .meta({ description: "Games the rounds can be played in (symbols or slugs), each in the operator's catalog." }),
    rounds: roundsSchema,
    bet_level: z
      .int({ error: requiredText("a whole number") })
      .min(1, "must be at least 1")
      .meta({ description: "The bet level of every free round; a bet level of every game." }),
    coin_value: decimalTextField(
      "The coin value of every free round, decimal text; a coin every game offers in the currency.",
    ),
    currency: currencySchema.meta({
      description: "ISO 4217 code of the player's wallet currency (lower case is normalised).",
    }),
    valid_from: dateTimeField("When the rounds become playable; default now.").optional(),
    expires_at: dateTimeField("When unplayed rounds expire; must be in the future and after valid_from."),
    max_win: decimalTextField(
      "The most one player can win over all of their rounds; credits stop at it. Omit for no cap.",
    ).optional(),
    players: campaignPlayersSchema,
  })
  .meta({
    id: "FreeRoundsCreateRequest",
    description:
      "Awards each player `rounds` free rounds at one bet. The same campaign_id with the same body answers the first result again (created: false); with a different body it is a 409 campaign_exists.",
    examples: [CREATE_EXAMPLE],
  });
export type CreateCampaignRequest = z.infer<typeof createCampaignRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /api/provider/v1/free-rounds/{campaign_id}/players

export const addCampaignPlayersRequestSchema = z
  .object({ players: campaignPlayersSchema, operator_id: operatorIdSchema.optional() })
  .meta({
    id: "FreeRoundsPlayersRequest",
    description:
      "Players to add to an active campaign; players already in it are skipped (listed in already_awarded), so a retry is safe.",
    examples: [{ players: ["player-1003", "player-1001"] }],
  });
export type AddCampaignPlayersRequest = z.infer<typeof addCampaignPlayersRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Views

export const CAMPAIGN_STATES = ["active", "cancelled", "expired"] as const;
export const AWARD_STATES = ["active", "completed", "cancelled", "expired"] as const;

const campaignFields = {
  campaign_id: z.string().meta({ description: "The operator's id of the campaign." }),
  operator_id: z.string(),
  state: z.enum(CAMPAIGN_STATES).meta({ description: "expired: active but past expires_at (no new round starts)." }),
  games: z.array(z.string()).meta({ description: "Game symbols the rounds can be played in." }),
  rounds: z.int().meta({ description: "Free rounds per player." }),
  bet_level: z.int(),
  coin_value: z.string().meta({ description: "Decimal text." }),
  currency: z.string(),
  valid_from: isoDateTimeSchema,
  expires_at: isoDateTimeSchema,
  max_win: z
    .string()
    .nullable()
    .meta({ description: "Cap of one player's total win, decimal text; null without a cap." }),
  players_count: z.int().nonnegative(),
  rounds_awarded: z.int().nonnegative().meta({ description: "Rounds awarded over all players." }),
  rounds_played: z
    .int()
    .nonnegative()
    .meta({ description: "Rounds started over all players (a round in flight included)." }),
  win: z.string().meta({ description: "Total credited to players so far, decimal text (the campaign's cost)." }),
  created_at: isoDateTimeSchema,
  cancelled_at: isoDateTimeSchema.nullable(),
};

const CAMPAIGN_EXAMPLE = {
  campaign_id: EXAMPLE_CAMPAIGN_ID,
  operator_id: "alpha-casino",
  state: "active" as const,
  games: ["vs20aurora", "vs10fruitblaze"],
  rounds: 10,
  bet_level: 1,
  coin_value: "0.10",
  currency: "EUR",
  valid_from: "2026-12-01T00:00:00.000Z",
  expires_at: "2026-12-31T23:59:59.000Z",
  max_win: "100.00",
  players_count: 2,
  rounds_awarded: 20,
  rounds_played: 3,
  win: "1.40",
  created_at: "2026-11-25T09:00:00.000Z",
  cancelled_at: null,
};

export const campaignViewSchema = z
  .object(campaignFields)
  .meta({ id: "FreeRoundsCampaign", description: "A free-rounds campaign with its totals." });
export type FreeRoundsCampaignView = z.infer<typeof campaignViewSchema>;

export const campaignPlayerSchema = z
  .object({
    external_player_id: z.string(),
    rounds_played: z.int().nonnegative(),
    rounds_left: z.int().nonnegative().meta({ description: "0 once the award is completed, cancelled or expired." }),
    win: z.string().meta({ description: "Credited so far, decimal text." }),
    state: z.enum(AWARD_STATES),
  })
  .meta({ id: "FreeRoundsCampaignPlayer", description: "One player's progress in a campaign." });
export type CampaignPlayerView = z.infer<typeof campaignPlayerSchema>;

export const campaignDetailSchema = z
  .object({
    ...campaignFields,
    players: z.array(campaignPlayerSchema).meta({ description: "A page of players, by external_player_id." }),
    players_next_cursor: z
      .string()
      .nullable()
      .meta({ description: "Pass as players_cursor for the next page; null at the end." }),
  })
  .meta({ id: "FreeRoundsCampaignDetail" });
export type FreeRoundsCampaignDetail = z.infer<typeof campaignDetailSchema>;

export const playerAwardSchema = z
  .object({
    award_id: z.string().meta({ description: "Our id of the award (what the game page plays)." }),
    campaign_id: z.string(),
    external_player_id: z.string(),
    state: z.enum(AWARD_STATES),
    games: z.array(z.string()),
    rounds: z.int(),
    rounds_played: z.int().nonnegative(),
    rounds_left: z.int().nonnegative(),
    bet_level: z.int(),
    coin_value: z.string(),
    currency: z.string(),
    win: z.string(),
    max_win: z.string().nullable(),
    valid_from: isoDateTimeSchema,
    expires_at: isoDateTimeSchema,
    created_at: isoDateTimeSchema.meta({ description: "When the player was awarded the rounds." }),
  })
  .meta({ id: "FreeRoundsPlayerAward", description: "A player's award in one campaign." });
export type PlayerAwardView = z.infer<typeof playerAwardSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Queries and responses

export const getCampaignQuerySchema = z.object({
  operator_id: operatorIdSchema.optional(),
  players_limit: z
    .string({ error: requiredText("a whole number") })
    .regex(/^\d{1,5}$/, `must be a whole number from 1 to ${FREE_ROUNDS_MAX_PLAYERS}`)
    .optional()
    .meta({ description: `Players per page, 1 to ${FREE_ROUNDS_MAX_PLAYERS} (default ${FREE_ROUNDS_MAX_PLAYERS}).` }),
  players_cursor: plainText({ max: 600 }).optional().meta({ description: "players_next_cursor of the previous page." }),
});
export type GetCampaignQuery = z.infer<typeof getCampaignQuerySchema>;

export const FREE_ROUNDS_LIST_DEFAULT_LIMIT = 100;
export const FREE_ROUNDS_LIST_MAX_LIMIT = 200;
/** The state filter of GET /free-rounds: a campaign state, an award state (with external_player_id), or all. */
export const LIST_STATES = ["active", "cancelled", "expired", "completed", "all"] as const;

export const listFreeRoundsQuerySchema = z
  .object({
    external_player_id: externalPlayerIdSchema
      .optional()
      .meta({ description: "List this player's awards (over all campaigns); without it, the operator's campaigns." }),
    state: z
      .enum(LIST_STATES, { error: `must be one of ${LIST_STATES.join(", ")}` })
      .optional()
      .meta({
        description:
          "Campaigns: active, cancelled or expired (default: every campaign). A player's awards: active, completed, cancelled, expired or all " +
          "(default active, the awards that can still be played).",
      }),
    cursor: plainText({ max: 600 })
      .optional()
      .meta({ description: "next_cursor of the previous page; omit for the first page." }),
    limit: z
      .string({ error: requiredText("a whole number") })
      .regex(/^\d{1,4}$/, `must be a whole number from 1 to ${FREE_ROUNDS_LIST_MAX_LIMIT}`)
      .optional()
      .meta({
        description: `Items per page, 1 to ${FREE_ROUNDS_LIST_MAX_LIMIT} (default ${FREE_ROUNDS_LIST_DEFAULT_LIMIT}).`,
      }),
    operator_id: operatorIdSchema.optional(),
  })
  .check((context) => {
    const { external_player_id: player, state, limit } = context.value;
    if (player === undefined && state === "completed") {
      context.issues.push({
        code: "custom",
        input: state,
        path: ["state"],
        message: "completed applies to a player's awards (send external_player_id)",
      });
    }
    if (limit !== undefined && (Number(limit) < 1 || Number(limit) > FREE_ROUNDS_LIST_MAX_LIMIT)) {
      context.issues.push({
        code: "custom",
        input: limit,
        path: ["limit"],
        message: `must be a whole number from 1 to ${FREE_ROUNDS_LIST_MAX_LIMIT}`,
      });
    }
  })
  .meta({
    description: "Without external_player_id: the operator's campaigns, newest first. With it: that player's awards.",
  });
export type ListFreeRoundsQuery = z.infer<typeof listFreeRoundsQuerySchema>;

export const createCampaignResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      ...campaignFields,
      created: z
        .boolean()
        .meta({ description: "false when this campaign_id and body were already created (a retry)." }),
      players_added: z.int().nonnegative().meta({ description: "Players awarded by the create call." }),
    }),
  })
  .meta({
    id: "FreeRoundsCreateResponse",
    description: "The campaign (201 when created, 200 for a retry of the same create).",
    examples: [
      { success: true, data: { ...CAMPAIGN_EXAMPLE, rounds_played: 0, win: "0.00", created: true, players_added: 2 } },
    ],
  });
export type CreateCampaignResponse = z.infer<typeof createCampaignResponseSchema>;

export const addCampaignPlayersResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      ...campaignFields,
      players_added: z.int().nonnegative().meta({ description: "Players newly awarded by this call." }),
      already_awarded: z
        .array(z.string())
        .meta({ description: "Players of this call already in the campaign (skipped)." }),
    }),
  })
  .meta({
    id: "FreeRoundsPlayersResponse",
    description: "The campaign after adding the players.",
    examples: [
      {
        success: true,
        data: {
          ...CAMPAIGN_EXAMPLE,
          players_count: 3,
          rounds_awarded: 30,
          players_added: 1,
          already_awarded: ["player-1001"],
        },
      },
    ],
  });
export type AddCampaignPlayersResponse = z.infer<typeof addCampaignPlayersResponseSchema>;

export const campaignResponseSchema = z.object({ success: z.literal(true), data: campaignViewSchema }).meta({
  id: "FreeRoundsCampaignResponse",
  description: "The campaign.",
  examples: [
    { success: true, data: { ...CAMPAIGN_EXAMPLE, state: "cancelled", cancelled_at: "2026-12-05T10:00:00.000Z" } },
  ],
});
export type CampaignResponse = z.infer<typeof campaignResponseSchema>;

export const campaignDetailResponseSchema = z.object({ success: z.literal(true), data: campaignDetailSchema }).meta({
  id: "FreeRoundsCampaignDetailResponse",
  description: "The campaign with a page of its players' progress.",
  examples: [
    {
      success: true,
      data: {
        ...CAMPAIGN_EXAMPLE,
        players: [
          { external_player_id: "player-1001", rounds_played: 3, rounds_left: 7, win: "1.40", state: "active" },
          { external_player_id: "player-1002", rounds_played: 0, rounds_left: 10, win: "0.00", state: "active" },
        ],
        players_next_cursor: null,
      },
    },
  ],
});
export type CampaignDetailResponse = z.infer<typeof campaignDetailResponseSchema>;

const AWARD_EXAMPLE: PlayerAwardView = {
  award_id: "fra_6TgQw2LxN8aKp3Vz",
  campaign_id: EXAMPLE_CAMPAIGN_ID,
  external_player_id: "player-1001",
  state: "active",
  games: ["vs20aurora", "vs10fruitblaze"],
  rounds: 10,
  rounds_played: 3,
  rounds_left: 7,
  bet_level: 1,
  coin_value: "0.10",
  currency: "EUR",
  win: "1.40",
  max_win: "100.00",
  valid_from: "2026-12-01T00:00:00.000Z",
  expires_at: "2026-12-31T23:59:59.000Z",
  created_at: "2026-11-25T09:00:00.000Z",
};

export const playerAwardsResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      external_player_id: z.string(),
      awards: z.array(playerAwardSchema).meta({
        description: "state=active (the default): soonest expiry first. Any other state: newest first.",
      }),
      next_cursor: z
        .string()
        .nullable()
        .meta({ description: "Pass as cursor for the next page; null on the last page." }),
    }),
  })
  .meta({
    id: "FreeRoundsPlayerAwardsResponse",
    description:
      "A page of the player's awards over all campaigns: by default the active ones (cancelled, completed and expired ones are left out).",
    examples: [
      { success: true, data: { external_player_id: "player-1001", awards: [AWARD_EXAMPLE], next_cursor: null } },
    ],
  });
export type PlayerAwardsResponse = z.infer<typeof playerAwardsResponseSchema>;

export const campaignsResponseSchema = pagedResponseSchema(campaignViewSchema, {
  items: "Newest first.",
  nextCursor: "Pass as cursor for the next page; null on the last page.",
}).meta({
  id: "FreeRoundsCampaignsResponse",
  description: "A page of the operator's campaigns with their totals, newest first.",
  examples: [
    {
      success: true,
      data: {
        items: [CAMPAIGN_EXAMPLE],
        next_cursor: "WyIyMDI2LTExLTI1VDA5OjAwOjAwLjAwMFoiLCJmcmNfOGhKMmtMNG1ONnBRMHJTM3RVNSJd",
      },
    },
  ],
});
export type CampaignsResponse = z.infer<typeof campaignsResponseSchema>;

export const freeRoundsListResponseSchema = z.union([campaignsResponseSchema, playerAwardsResponseSchema]).meta({
  id: "FreeRoundsListResponse",
  description: "GET /free-rounds: a page of campaigns, or with external_player_id of the player's awards.",
});

// ---------------------------------------------------------------------------------------------------------------
// POST /api/provider/v1/free-rounds/{campaign_id}/players/{external_player_id}/cancel

export const awardPlayerIdSchema = externalPlayerIdSchema.meta({ description: "The player whose award to cancel." });

export const playerAwardResponseSchema = z.object({ success: z.literal(true), data: playerAwardSchema }).meta({
  id: "FreeRoundsPlayerAwardResponse",
  description: "The player's award.",
  examples: [{ success: true, data: { ...AWARD_EXAMPLE, state: "cancelled", rounds_left: 0 } }],
});
export type PlayerAwardResponse = z.infer<typeof playerAwardResponseSchema>;
