import type { GameInput } from "@/lib/server/games/game-fields";

// The demo world: two providers, fourteen 5×3 video slots, three operators with different allowlists.
// Games vs9luckysevens and bs30gemvault exist in no catalog on purpose.

export const DEMO_PROVIDERS = [
  { id: "provider_a", name: "Aurora Gaming", tagline: "Northern lights, bright wins" },
  { id: "provider_b", name: "Borealis Studios", tagline: "Crafted for every screen" },
] as const;

const desktopAndMobile = ["chrome", "firefox", "safari", "edge", "samsung_internet"];
const modernOnly = ["chrome", "safari", "edge"];

type DemoGame = Omit<GameInput, "rtp" | "mathConfig"> & { symbol: string; slug: string; title: string; providerId: string };

export const DEMO_GAMES: DemoGame[] = [
  {
    symbol: "vs20aurora", slug: "aurora-riches", title: "Aurora Riches", providerId: "provider_a", lines: 20,
    family: "aurora", assetVersion: "2.4.1", assetSymbol: "vs20aurora", assetSource: "local", hasLocalAssets: true,
    gameServiceVersion: "5.2.0", loaderMode: "progressive", shellStrategy: "iframe", certifiedBrowsers: desktopAndMobile,
    features: { freeSpins: true },
  },
  {
    symbol: "vs25pharaoh", slug: "pharaohs-fortune", title: "Pharaoh's Fortune", providerId: "provider_a", lines: 25,
    family: "ancient-egypt", assetVersion: "3.0.7", assetSymbol: "vs25pharaoh", assetSource: "cdn", hasLocalAssets: false,
    gameServiceVersion: "5.2.0", loaderMode: "preload", shellStrategy: "iframe", certifiedBrowsers: desktopAndMobile,
    features: { freeSpins: true, buyFeature: true },
  },
  {
    symbol: "vs10fruitblaze", slug: "fruit-blaze", title: "Fruit Blaze", providerId: "provider_a", lines: 10,
    family: "classic-fruits", assetVersion: "1.9.3", assetSymbol: "vs10fruitblaze", assetSource: "local", hasLocalAssets: true,
    gameServiceVersion: "4.8.1", loaderMode: "progressive", shellStrategy: "redirect", certifiedBrowsers: desktopAndMobile,
    features: {},
  },
  {
    symbol: "vs20dragonpearl", slug: "dragon-pearl", title: "Dragon Pearl", providerId: "provider_a", lines: 20,
    family: "asian-legends", assetVersion: "2.2.0", assetSymbol: "vs20dragonpearl", assetSource: "cdn", hasLocalAssets: false,
    gameServiceVersion: "5.1.4", loaderMode: "preload", shellStrategy: "iframe", certifiedBrowsers: modernOnly,
    features: { bonus: true, collect: true, specialBet: true },
    specialBetProfile: { symbol: "vs20dragonpearl_sb", buttons: 2, bls: [20, 25], default_bl: 20, service_version: "3.1.0", cver: "98412" },
  },
  {
    symbol: "vs5jokerjewels", slug: "joker-jewels", title: "Joker Jewels", providerId: "provider_a", lines: 5,
    family: "classic-fruits", assetVersion: "1.4.2", assetSymbol: "vs5jokerjewels", assetSource: "local", hasLocalAssets: true,
    gameServiceVersion: "4.8.1", loaderMode: "progressive", shellStrategy: "iframe", certifiedBrowsers: desktopAndMobile,
    features: {},
  },
  {
    symbol: "vs40wildwest", slug: "wild-west-gold", title: "Wild West Gold", providerId: "provider_a", lines: 40,
    family: "frontier", assetVersion: "3.3.0", assetSymbol: "vs40wildwest", assetSource: "cdn", hasLocalAssets: false,
    gameServiceVersion: "5.3.0", loaderMode: "preload", shellStrategy: "iframe", certifiedBrowsers: modernOnly,
    features: { freeSpins: true, buyFeature: true, specialBet: true },
    specialBetProfile: { symbol: "vs40wildwest_sb", buttons: 3, bls: [40, 50, 60], default_bl: 40, service_version: "3.4.2", cver: "101233" },
  },
  {
    symbol: "vs9luckysevens", slug: "lucky-sevens", title: "Lucky Sevens", providerId: "provider_a", lines: 9,
    family: "classic-fruits", assetVersion: "1.0.5", assetSymbol: "vs9luckysevens", assetSource: "local", hasLocalAssets: true,
    gameServiceVersion: "4.6.0", loaderMode: "progressive", shellStrategy: "redirect", certifiedBrowsers: ["chrome", "firefox"],
    features: {},
  },
  {
    symbol: "bs20oceanic", slug: "oceanic-treasures", title: "Oceanic Treasures", providerId: "provider_b", lines: 20,
    family: "deep-sea", assetVersion: "1.12.0", assetSymbol: "bs20oceanic", assetSource: "remote", hasLocalAssets: false,
    gameServiceVersion: "2.7.3", loaderMode: "progressive", shellStrategy: "iframe", certifiedBrowsers: desktopAndMobile,
    features: { freeSpins: true },
  },
  {
    symbol: "bs10vikingsaga", slug: "viking-saga", title: "Viking Saga", providerId: "provider_b", lines: 10,
    family: "norse", assetVersion: "1.6.4", assetSymbol: "bs10vikingsaga", assetSource: "cdn", hasLocalAssets: false,
    gameServiceVersion: "2.7.3", loaderMode: "preload", shellStrategy: "iframe", certifiedBrowsers: modernOnly,
    features: { bonus: true },
  },
  {
    symbol: "bs25candyrush", slug: "candy-rush", title: "Candy Rush", providerId: "provider_b", lines: 25,
    family: "sweets", assetVersion: "2.0.1", assetSymbol: "bs25candyrush", assetSource: "local", hasLocalAssets: true,
    gameServiceVersion: "2.8.0", loaderMode: "progressive", shellStrategy: "iframe", certifiedBrowsers: desktopAndMobile,
    features: { freeSpins: true, buyFeature: true },
  },
  {
    symbol: "bs20samurai", slug: "samurai-spirit", title: "Samurai Spirit", providerId: "provider_b", lines: 20,
    family: "asian-legends", assetVersion: "1.3.9", assetSymbol: "bs20samurai", assetSource: "remote", hasLocalAssets: false,
    gameServiceVersion: "2.8.0", loaderMode: "preload", shellStrategy: "redirect", certifiedBrowsers: modernOnly,
    features: { specialBet: true },
    specialBetProfile: { symbol: "bs20samurai_sb", buttons: 2, bls: [20, 30], default_bl: 20, service_version: "1.8.0", cver: "7730" },
  },
  {
    symbol: "bs15cosmic", slug: "cosmic-cash", title: "Cosmic Cash", providerId: "provider_b", lines: 15,
    family: "space", assetVersion: "1.1.2", assetSymbol: "bs15cosmic", assetSource: "cdn", hasLocalAssets: false,
    gameServiceVersion: "2.6.5", loaderMode: "progressive", shellStrategy: "iframe", certifiedBrowsers: desktopAndMobile,
    features: { collect: true },
  },
  {
    symbol: "bs30gemvault", slug: "gem-vault", title: "Gem Vault", providerId: "provider_b", lines: 30,
    family: "gems", assetVersion: "0.9.8", assetSymbol: "bs30gemvault", assetSource: "local", hasLocalAssets: true,
    gameServiceVersion: "2.8.0", loaderMode: "preload", shellStrategy: "iframe", certifiedBrowsers: modernOnly,
    features: { freeSpins: true },
  },
  {
    symbol: "bs10retroreels", slug: "retro-reels", title: "Retro Reels", providerId: "provider_b", lines: 10,
    family: "classic-fruits", assetVersion: "1.0.0", assetSymbol: "bs10retroreels", assetSource: "local", hasLocalAssets: true,
    gameServiceVersion: "2.5.0", loaderMode: "progressive", shellStrategy: "redirect", certifiedBrowsers: ["chrome", "firefox", "edge"],
    features: {}, launchStatus: "maintenance", liveCatalogEnabled: false,
  },
];

export interface DemoOperator {
  id: string;
  name: string;
  defaultCurrency: string;
  status: "active" | "inactive";
  /** True: wallet callbacks go to the in-app demo wallet; otherwise to walletBaseUrl. */
  usesDemoWallet: boolean;
  walletBaseUrl?: string;
  frameAncestors: string[];
  catalog: string[];
  /** Players the demo wallet starts with; balances are decimal text in the operator's currency. */
  players: { playerId: string; balance: string }[];
}

export const DEMO_OPERATOR_ID = "demo-casino";

export const DEMO_OPERATORS: DemoOperator[] = [
  {
    id: DEMO_OPERATOR_ID,
    name: "Demo Casino",
    defaultCurrency: "EUR",
    status: "active",
    usesDemoWallet: true,
    frameAncestors: ["'self'"],
    catalog: ["vs20aurora", "vs25pharaoh", "vs10fruitblaze", "vs20dragonpearl", "vs5jokerjewels", "vs40wildwest", "bs20oceanic", "bs25candyrush", "bs10retroreels"],
    players: [
      { playerId: "player-1", balance: "1000.00" },
      { playerId: "player-2", balance: "250.50" },
      { playerId: "player-broke", balance: "0.00" },
    ],
  },
  {
    id: "nova-bet",
    name: "Nova Bet",
    defaultCurrency: "TRY",
    status: "active",
    usesDemoWallet: true,
    frameAncestors: ["'self'", "https://*.nova-bet.example"],
    catalog: ["bs20oceanic", "bs10vikingsaga", "bs25candyrush", "bs20samurai", "bs15cosmic", "vs20aurora", "vs10fruitblaze"],
    players: [
      { playerId: "nova-player-1", balance: "25000.00" },
      { playerId: "nova-player-2", balance: "780.25" },
    ],
  },
  {
    id: "closed-casino",
    name: "Closed Casino",
    defaultCurrency: "USD",
    status: "inactive",
    usesDemoWallet: false,
    walletBaseUrl: "https://wallet.closed-casino.example/api/wallet",
    frameAncestors: [],
    catalog: ["vs20aurora", "vs25pharaoh", "bs20oceanic"],
    players: [],
  },
];
