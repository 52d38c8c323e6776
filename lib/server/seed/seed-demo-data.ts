import "server-only";
import { DEMO_GAMES } from "@/lib/game/demo-games/registry";
import { DEFAULT_RTP_VARIANT, RTP_VARIANTS } from "@/lib/contract/jurisdiction-profiles";
import { computeExactRtp } from "@/lib/game/math/exact-rtp";
import { mathForRtpVariant } from "@/lib/game/math/rtp-variants";
import type { SlotMathConfig } from "@/lib/game/math/types";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { assignCatalogGames } from "@/lib/server/catalog/assign-catalog-games";
import { decryptSecret } from "@/lib/server/crypto/secret-box";
import { prisma } from "@/lib/server/db/prisma";
import { demoWalletAddress } from "@/lib/server/operators/demo-wallet-address";
import { seedDemoWallet } from "@/lib/server/demo-wallet/seed-demo-wallet";
import { AppError } from "@/lib/base/errors";
import { upsertGame } from "@/lib/server/games/upsert-game";
import { createOperator } from "@/lib/server/operators/create-operator";
import { ensureDemoAdmin } from "@/lib/server/staff/ensure-demo-admin";
import { updateOperator } from "@/lib/server/operators/update-operator";
import { DEMO_OPERATOR_ID, DEMO_OPERATORS, DEMO_PROVIDERS } from "./demo-catalog";
import {
  demoCredentialsPath,
  isLiveDemoKey,
  readDemoCredentials,
  writeDemoCredentials,
  type DemoCredentials,
} from "./demo-credentials";

const SEED_ACTOR = "system:seed";

export interface DemoSeedResult {
  createdGames: string[];
  createdOperators: string[];
  credentials: DemoCredentials;
  credentialsFile: string;
}

/**
 * Plants the demo world; safe to run at every start. Missing providers, games, operators (with their catalogs)
 * are created; what exists is left as staff edited it, except what follows the code or the environment: each
 * game's maths and exact RTP, the in-app demo wallet's address (stored relative: each instance calls its own,
 * demo-wallet-address.ts) and its copy of the secret.
 * Refused in production and staging.
 */
export async function seedDemoData(options: { env?: NodeJS.ProcessEnv } = {}): Promise<DemoSeedResult> {
  const env = options.env ?? process.env;
  const appEnv = env.APP_ENV?.trim() || "development";
  if (appEnv === "production" || appEnv === "staging") {
    throw new AppError("configuration_error", `Demo data is never seeded when APP_ENV is ${appEnv}`);
  }

  for (const provider of DEMO_PROVIDERS) {
    await prisma.provider.upsert({ where: { id: provider.id }, create: provider, update: {} });
  }

  const existingGames = new Set((await prisma.game.findMany({ select: { symbol: true } })).map((game) => game.symbol));
  const createdGames: string[] = [];
  for (const { listing, math } of DEMO_GAMES) {
    // The maths and its exact RTP come from the code, so they follow it on every run (a no-op when unchanged).
    const maths = {
      rtp: computeExactRtp(mathForRtpVariant(math, DEFAULT_RTP_VARIANT)).rtpPercent,
      rtpVariants: variantRtps(math),
      mathConfig: math,
    };
    if (existingGames.has(listing.symbol)) {
      await upsertGame({ input: { symbol: listing.symbol, ...maths }, actor: SEED_ACTOR });
    } else {
      await upsertGame({ input: { ...listing, ...maths }, actor: SEED_ACTOR });
      createdGames.push(listing.symbol);
    }
  }

  const createdOperators: string[] = [];
  for (const demo of DEMO_OPERATORS) {
    const walletBaseUrl = demo.usesDemoWallet ? demoWalletAddress(demo.id) : demo.walletBaseUrl;
    const existing = await prisma.operator.findUnique({ where: { id: demo.id } });
    if (existing) {
      // The demo wallet lives inside this app: an address stored with a host and port (older seeds) becomes the
      // relative one that follows whichever instance makes the call.
      if (demo.usesDemoWallet && existing.walletBaseUrl !== walletBaseUrl) {
        await updateOperator({ operatorId: demo.id, walletBaseUrl, actor: SEED_ACTOR });
      }
      continue;
    }
    await createOperator({
      id: demo.id,
      name: demo.name,
      defaultCurrency: demo.defaultCurrency,
      walletBaseUrl,
      status: demo.status,
      frameAncestors: demo.frameAncestors,
      actor: SEED_ACTOR,
    });
    await assignCatalogGames({ operatorId: demo.id, symbols: demo.catalog, actor: SEED_ACTOR });
    if (demo.status === "inactive") {
      await createApiKey({ kind: "operator", operatorId: demo.id, name: "Key of a closed account", actor: SEED_ACTOR });
    }
    createdOperators.push(demo.id);
  }

  for (const demo of DEMO_OPERATORS.filter((operator) => operator.usesDemoWallet)) {
    // The in-app wallet verifies signatures with its own copy of the operator's current secret.
    const operator = await prisma.operator.findUniqueOrThrow({ where: { id: demo.id } });
    if (!operator.walletSecretCiphertext) continue;
    await seedDemoWallet({
      walletId: demo.id,
      secret: decryptSecret(operator.walletSecretCiphertext),
      players: demo.players.map((player) => ({
        ...player,
        currency: operator.defaultCurrency ?? demo.defaultCurrency,
      })),
    });
  }

  const credentialsFile = demoCredentialsPath(env);
  const rememberedAdminPassword = (await readDemoCredentials(credentialsFile))?.adminPassword;
  let credentials = await ensureDemoCredentials(credentialsFile);
  // The first console account (sign in at /console), remembered beside the demo keys.
  const admin = await ensureDemoAdmin({ rememberedPassword: rememberedAdminPassword, actor: SEED_ACTOR });
  if (credentials.adminEmail !== admin.email || credentials.adminPassword !== admin.password) {
    credentials = { ...credentials, adminEmail: admin.email, adminPassword: admin.password };
    await writeDemoCredentials(credentialsFile, credentials);
  }
  return { createdGames, createdOperators, credentials, credentialsFile };
}

/** Reuses the remembered demo keys while they still work in this database; replaces any that do not. */
async function ensureDemoCredentials(file: string): Promise<DemoCredentials> {
  const remembered = await readDemoCredentials(file);
  const operatorKeyOk = remembered ? await isLiveDemoKey(remembered.operatorKey, "operator") : false;
  const masterKeyOk = remembered ? await isLiveDemoKey(remembered.masterKey, "master") : false;
  if (remembered && operatorKeyOk && masterKeyOk) return remembered;

  const operatorKey =
    remembered && operatorKeyOk
      ? remembered.operatorKey
      : (
          await createApiKey({
            kind: "operator",
            operatorId: DEMO_OPERATOR_ID,
            name: "Demo operator key",
            actor: SEED_ACTOR,
          })
        ).key;
  const masterKey =
    remembered && masterKeyOk
      ? remembered.masterKey
      : (await createApiKey({ kind: "master", name: "Demo master key", actor: SEED_ACTOR })).key;
  const credentials = { operatorId: DEMO_OPERATOR_ID, operatorKey, masterKey, createdAt: new Date().toISOString() };
  await writeDemoCredentials(file, credentials);
  return credentials;
}

/** The exact RTP of each RTP variant a game offers (the catalog reports the operator's). */
function variantRtps(math: SlotMathConfig): Record<string, string> {
  return Object.fromEntries(
    RTP_VARIANTS.map((variant) => [variant, computeExactRtp(mathForRtpVariant(math, variant)).rtpPercent]),
  );
}
