import { getGame } from "@/lib/server/games/get-game";
import { listProviders } from "@/lib/server/games/list-providers";
import { updateGameMetadata, type GameMetadataChanges } from "@/lib/server/games/update-game-metadata";
import { setGameAvailability } from "@/lib/server/games/set-game-availability";
import { listGames } from "@/lib/server/games/list-games";
import type { Resolvers, UpdateGameInput } from "@/graphql/generated/resolvers-types";
import { orUndefined } from "@/graphql/input";

/** The GraphQL edit as the games service takes it: null clears optional fields, and means "unchanged" for required ones. */
function toGameChanges(input: UpdateGameInput): GameMetadataChanges {
  const profile = input.specialBetProfile;
  const features = input.features;
  return {
    slug: orUndefined(input.slug),
    title: orUndefined(input.title),
    providerId: orUndefined(input.providerId),
    family: input.family,
    rtp: input.rtp,
    lines: input.lines,
    assetVersion: input.assetVersion,
    assetSymbol: input.assetSymbol,
    assetSource: input.assetSource as GameMetadataChanges["assetSource"],
    hasLocalAssets: orUndefined(input.hasLocalAssets),
    gameServiceVersion: input.gameServiceVersion,
    loaderMode: input.loaderMode as GameMetadataChanges["loaderMode"],
    shellStrategy: input.shellStrategy as GameMetadataChanges["shellStrategy"],
    certifiedBrowsers: orUndefined(input.certifiedBrowsers),
    launchPath: orUndefined(input.launchPath),
    features: features
      ? {
          bonus: orUndefined(features.bonus),
          collect: orUndefined(features.collect),
          freeSpins: orUndefined(features.freeSpins),
          buyFeature: orUndefined(features.buyFeature),
          specialBet: orUndefined(features.specialBet),
        }
      : undefined,
    specialBetProfile:
      profile === null
        ? null
        : profile === undefined
          ? undefined
          : {
              symbol: orUndefined(profile.symbol),
              buttons: orUndefined(profile.buttons),
              bls: orUndefined(profile.bls),
              default_bl: orUndefined(profile.defaultBl),
              service_version: orUndefined(profile.serviceVersion),
              cver: orUndefined(profile.cver),
            },
  };
}

function profileField<T>(profile: unknown, key: string): T | null {
  return profile && typeof profile === "object" && key in profile
    ? ((profile as Record<string, T>)[key] ?? null)
    : null;
}

export const gameResolvers: Resolvers = {
  Query: {
    games: (_parent, args) => listGames({ search: orUndefined(args.search), providerId: orUndefined(args.providerId) }),
    game: (_parent, args) => getGame({ symbol: args.symbol }),
    providers: () => listProviders(),
  },
  Mutation: {
    updateGame: (_parent, { symbol, input }, { actor }) =>
      updateGameMetadata({ symbol, changes: toGameChanges(input), actor }),
    setGameAvailability: async (_parent, args, { actor }) => {
      const game = await setGameAvailability({
        symbol: args.symbol,
        launchStatus: orUndefined(args.launchStatus),
        liveCatalogEnabled: orUndefined(args.liveCatalogEnabled),
        actor,
      });
      return getGame({ symbol: game.symbol });
    },
  },
  Game: {
    launchStatus: (game) => game.launchStatus as "live" | "maintenance" | "disabled",
    features: (game) => ({
      bonus: game.featureBonus,
      collect: game.featureCollect,
      freeSpins: game.featureFreeSpins,
      buyFeature: game.featureBuyFeature,
      specialBet: game.featureSpecialBet,
    }),
    specialBetProfile: ({ specialBetProfile: profile }) =>
      profile === null || typeof profile !== "object"
        ? null
        : {
            symbol: profileField(profile, "symbol"),
            buttons: profileField(profile, "buttons"),
            bls: profileField(profile, "bls"),
            defaultBl: profileField(profile, "default_bl"),
            serviceVersion: profileField(profile, "service_version"),
            cver: profileField(profile, "cver"),
          },
    art: (game, _args, { gameArt }) => gameArt(game),
  },
  OperatorCatalogGame: {
    launchStatus: (game) => game.launchStatus as "live" | "maintenance" | "disabled",
  },
};
