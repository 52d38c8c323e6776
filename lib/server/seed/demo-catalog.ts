// The demo world: two providers, the fourteen 5×3 video slots of lib/game/demo-games, three operators with
// different allowlists. Games vs9luckysevens and bs30gemvault exist in no catalog on purpose.

export const DEMO_PROVIDERS = [
  { id: "provider_a", name: "Aurora Gaming", tagline: "Northern lights, bright wins" },
  { id: "provider_b", name: "Borealis Studios", tagline: "Crafted for every screen" },
] as const;

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
    catalog: [
      "vs20aurora",
      "vs25pharaoh",
      "vs10fruitblaze",
      "vs20dragonpearl",
      "vs5jokerjewels",
      "vs40wildwest",
      "bs20oceanic",
      "bs25candyrush",
      "bs10retroreels",
    ],
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
    catalog: [
      "bs20oceanic",
      "bs10vikingsaga",
      "bs25candyrush",
      "bs20samurai",
      "bs15cosmic",
      "vs20aurora",
      "vs10fruitblaze",
    ],
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
