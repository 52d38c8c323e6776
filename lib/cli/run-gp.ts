// The operations CLI (`npm run gp -- <command> [--json]`, entry point gp.ts). It calls the same services as the
// console and the REST API; human output is tables, --json prints machine-readable JSON. Exit codes: 0 ok, 1 failed,
// 2 usage error.
import os from "node:os";
import { parseArgs, type ParseArgsConfig } from "node:util";
import type { ApiKeyView } from "@/lib/server/api-keys/create-api-key";
import { displayPrefix, looksLikeApiKey } from "@/lib/server/api-keys/api-key-format";
import { acquireEmbeddedDatabaseLock } from "@/lib/server/boot/embedded-database-lock";
import type { CatalogChangeResult } from "@/lib/server/catalog/assign-catalog-games";
import { AppError, isAppError } from "@/lib/base/errors";
import type { OperatorView } from "@/lib/server/operators/operator-fields";
import { renderFields, renderTable } from "./cli-table";

// Services, Prisma, PGlite, argon2 and zod are imported when a command runs, never at start-up: `help` and usage
// errors answer without them, and each command loads only what it uses (lib/cli/gp-imports.test.ts checks it).

interface Output {
  data: unknown;
  text: string;
  /** A command whose answer is "no" (audit verify finding a broken chain) exits 1 with its output. */
  exitCode?: number;
}

type Values = Record<string, string | boolean | string[] | undefined>;

interface Command {
  usage: string;
  summary: string;
  positionals: [min: number, max: number];
  options?: NonNullable<ParseArgsConfig["options"]>;
  /** Checks the arguments (usage errors, exit 2) and returns the work to do against the database. */
  prepare(positionals: string[], values: Values): (() => Promise<Output>) | Promise<() => Promise<Output>>;
}

const actor = `cli:${process.env.GP_ACTOR?.trim() || os.userInfo().username}`;

/** Argument mistakes: reported with the usage line and exit code 2. */
function usageError(message: string): never {
  throw new AppError("invalid_request", message);
}

function integerFlag(value: Values[string], flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^\d+$/.test(value)) usageError(`${flag} takes a whole number`);
  return Number(value);
}

function yesNoFlag(value: Values[string], flag: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === "yes" || value === "true") return true;
  if (value === "no" || value === "false") return false;
  return usageError(`${flag} takes yes or no`);
}

const text = (value: Values[string]) => (typeof value === "string" ? value : undefined);
const list = (value: Values[string]) => (Array.isArray(value) ? value : undefined);

function operatorFields(operator: OperatorView) {
  return renderFields([
    ["Operator", operator.id],
    ["Name", operator.name],
    ["Status", operator.status],
    ["Default currency", operator.defaultCurrency],
    ["Wallet base URL", operator.walletBaseUrl],
    ["Wallet timeout ms", operator.walletTimeoutMs],
    ["Wallet secret set", operator.hasWalletSecret],
    ["Secret rotated at", operator.walletSecretRotatedAt],
    ["Frame ancestors", operator.frameAncestors],
    ["Round fields", operator.walletRoundFields],
    ["Created", operator.createdAt],
  ]);
}

function keyTable(keys: ApiKeyView[]) {
  return renderTable(
    ["ID", "PREFIX", "KIND", "OPERATOR", "NAME", "CREATED", "LAST USED", "REVOKED"],
    keys.map((key) => [
      key.id,
      key.prefix,
      key.kind,
      key.operatorId,
      key.name,
      key.createdAt,
      key.lastUsedAt,
      key.revokedAt,
    ]),
    "(no keys)",
  );
}

function catalogChangeText(result: CatalogChangeResult, verb: "assigned" | "unassigned") {
  const changed = result.changed.length ? `${verb} ${result.changed.join(", ")}` : `nothing ${verb}`;
  const unchanged = result.unchanged.length ? `; already so: ${result.unchanged.join(", ")}` : "";
  return `${result.operatorId}: ${changed}${unchanged}\nCatalog (${result.catalog.length}): ${result.catalog.join(", ") || "-"}`;
}

const operatorOptions = {
  name: { type: "string" },
  currency: { type: "string" },
  "wallet-url": { type: "string" },
  "wallet-timeout-ms": { type: "string" },
  "frame-ancestor": { type: "string", multiple: true },
} as const;

const commands: Record<string, Command> = {
  "operators list": {
    usage: "operators list [--status active|inactive] [--search TEXT]",
    summary: "List operators with catalog size and live key count",
    positionals: [0, 0],
    options: { status: { type: "string" }, search: { type: "string" } },
    prepare(_positionals, values) {
      const status = text(values.status);
      if (status !== undefined && status !== "active" && status !== "inactive")
        usageError("--status is active or inactive");
      return async () => {
        const { listOperators } = await import("@/lib/server/operators/list-operators");
        const operators = await listOperators({ status, search: text(values.search) });
        return {
          data: operators,
          text: renderTable(
            ["ID", "NAME", "STATUS", "CURRENCY", "GAMES", "KEYS", "WALLET"],
            operators.map((o) => [
              o.id,
              o.name,
              o.status,
              o.defaultCurrency,
              o.catalogSize,
              o.activeKeyCount,
              o.walletBaseUrl,
            ]),
            "(no operators)",
          ),
        };
      };
    },
  },
  "operators show": {
    usage: "operators show <operator>",
    summary: "Show one operator with its catalog and keys",
    positionals: [1, 1],
    prepare([operatorId]) {
      return async () => {
        const [{ getOperator }, { listApiKeys }] = await Promise.all([
          import("@/lib/server/operators/get-operator"),
          import("@/lib/server/api-keys/list-api-keys"),
        ]);
        const operator = await getOperator({ operatorId: operatorId! });
        const keys = await listApiKeys({ operatorId: operator.id, includeRevoked: true });
        return {
          data: { ...operator, apiKeys: keys },
          text: [
            operatorFields(operator),
            "",
            `Catalog (${operator.catalog.length}):`,
            renderTable(
              ["SYMBOL", "TITLE", "PROVIDER", "LAUNCH STATUS", "LIVE"],
              operator.catalog.map((g) => [g.symbol, g.title, g.providerId, g.launchStatus, g.liveCatalogEnabled]),
            ),
            "",
            "API keys:",
            keyTable(keys),
          ].join("\n"),
        };
      };
    },
  },
  "operators create": {
    usage:
      "operators create <operator> --name NAME [--currency EUR] [--wallet-url URL] [--wallet-timeout-ms N] [--frame-ancestor ORIGIN]... [--inactive]",
    summary: "Create an operator; prints its wallet signing secret once",
    positionals: [1, 1],
    options: { ...operatorOptions, inactive: { type: "boolean" } },
    prepare([id], values) {
      const name = text(values.name);
      if (!name) usageError("--name is required");
      const walletTimeoutMs = integerFlag(values["wallet-timeout-ms"], "--wallet-timeout-ms");
      return async () => {
        const { createOperator } = await import("@/lib/server/operators/create-operator");
        const { operator, walletSecret } = await createOperator({
          id: id!,
          name,
          defaultCurrency: text(values.currency),
          walletBaseUrl: text(values["wallet-url"]),
          walletTimeoutMs,
          frameAncestors: list(values["frame-ancestor"]),
          status: values.inactive ? "inactive" : "active",
          actor,
        });
        return {
          data: { operator, walletSecret },
          text: `${operatorFields(operator)}\n\nWallet signing secret (shown once, store it now): ${walletSecret}`,
        };
      };
    },
  },
  "operators update": {
    usage:
      "operators update <operator> [--name NAME] [--currency EUR|none] [--wallet-url URL|none] [--wallet-timeout-ms N] [--frame-ancestor ORIGIN]... [--wallet-round-fields yes|no]",
    summary:
      "Change an operator's settings (--wallet-round-fields: callbacks also carry round_id, and campaign_id on free-round credits)",
    positionals: [1, 1],
    options: { ...operatorOptions, "wallet-round-fields": { type: "string" } },
    prepare([operatorId], values) {
      const nullable = (value: string | undefined) => (value === "none" ? null : value);
      const walletTimeoutMs = integerFlag(values["wallet-timeout-ms"], "--wallet-timeout-ms");
      const walletRoundFields = yesNoFlag(values["wallet-round-fields"], "--wallet-round-fields");
      return async () => {
        const { updateOperator } = await import("@/lib/server/operators/update-operator");
        const operator = await updateOperator({
          operatorId: operatorId!,
          name: text(values.name),
          defaultCurrency: nullable(text(values.currency)),
          walletBaseUrl: nullable(text(values["wallet-url"])),
          walletTimeoutMs,
          frameAncestors: list(values["frame-ancestor"]),
          walletRoundFields,
          actor,
        });
        return { data: operator, text: operatorFields(operator) };
      };
    },
  },
  "operators activate": {
    usage: "operators activate <operator>",
    summary: "Let an operator's keys work again",
    positionals: [1, 1],
    prepare([operatorId]) {
      return async () => {
        const { setOperatorStatus } = await import("@/lib/server/operators/set-operator-status");
        const operator = await setOperatorStatus({ operatorId: operatorId!, status: "active", actor });
        return { data: operator, text: `${operator.id} is active` };
      };
    },
  },
  "operators deactivate": {
    usage: "operators deactivate <operator>",
    summary: "Refuse every request of an operator (403)",
    positionals: [1, 1],
    prepare([operatorId]) {
      return async () => {
        const { setOperatorStatus } = await import("@/lib/server/operators/set-operator-status");
        const operator = await setOperatorStatus({ operatorId: operatorId!, status: "inactive", actor });
        return { data: operator, text: `${operator.id} is inactive` };
      };
    },
  },
  "operators rotate-secret": {
    usage: "operators rotate-secret <operator>",
    summary: "Replace the wallet signing secret; prints the new one once",
    positionals: [1, 1],
    prepare([operatorId]) {
      return async () => {
        const { rotateWalletSecret } = await import("@/lib/server/operators/rotate-wallet-secret");
        const { walletSecret } = await rotateWalletSecret({ operatorId: operatorId!, actor });
        return {
          data: { operatorId, walletSecret },
          text: `New wallet signing secret for ${operatorId} (shown once, store it now): ${walletSecret}`,
        };
      };
    },
  },
  "catalog list": {
    usage: "catalog list <operator>",
    summary: "An operator's allowlist (catalog and launch)",
    positionals: [1, 1],
    prepare([operatorId]) {
      return async () => {
        const { getOperator } = await import("@/lib/server/operators/get-operator");
        const { catalog } = await getOperator({ operatorId: operatorId! });
        return {
          data: catalog,
          text: renderTable(
            ["SYMBOL", "SLUG", "TITLE", "PROVIDER", "LAUNCH STATUS", "LIVE", "ASSIGNED"],
            catalog.map((g) => [
              g.symbol,
              g.slug,
              g.title,
              g.providerId,
              g.launchStatus,
              g.liveCatalogEnabled,
              g.assignedAt,
            ]),
            "(empty catalog)",
          ),
        };
      };
    },
  },
  "catalog assign": {
    usage: "catalog assign <operator> <symbol|slug>...",
    summary: "Add games to an operator's allowlist (all or nothing)",
    positionals: [2, Infinity],
    prepare([operatorId, ...symbols]) {
      return async () => {
        const { assignCatalogGames } = await import("@/lib/server/catalog/assign-catalog-games");
        const result = await assignCatalogGames({ operatorId: operatorId!, symbols, actor });
        return { data: result, text: catalogChangeText(result, "assigned") };
      };
    },
  },
  "catalog unassign": {
    usage: "catalog unassign <operator> <symbol|slug>...",
    summary: "Remove games from an operator's allowlist (all or nothing)",
    positionals: [2, Infinity],
    prepare([operatorId, ...symbols]) {
      return async () => {
        const { unassignCatalogGames } = await import("@/lib/server/catalog/unassign-catalog-games");
        const result = await unassignCatalogGames({ operatorId: operatorId!, symbols, actor });
        return { data: result, text: catalogChangeText(result, "unassigned") };
      };
    },
  },
  "keys create": {
    usage: "keys create (--operator <operator> | --master) [--name NAME]",
    summary: "Create an operator key or a provider master key; prints the key once",
    positionals: [0, 0],
    options: { operator: { type: "string" }, master: { type: "boolean" }, name: { type: "string" } },
    prepare(_positionals, values) {
      const operatorId = text(values.operator);
      if (Boolean(operatorId) === Boolean(values.master))
        usageError("give exactly one of --operator <operator> or --master");
      const request = operatorId
        ? ({ kind: "operator", operatorId, name: text(values.name) ?? "Operator key", actor } as const)
        : ({ kind: "master", name: text(values.name) ?? "Master key", actor } as const);
      return async () => {
        const { createApiKey } = await import("@/lib/server/api-keys/create-api-key");
        const { apiKey, key } = await createApiKey(request);
        return { data: { apiKey, key }, text: `${keyTable([apiKey])}\n\nKey (shown once, store it now): ${key}` };
      };
    },
  },
  "keys list": {
    usage: "keys list [--operator <operator>] [--master] [--all]",
    summary: "List live keys (--all includes revoked ones); never shows key text",
    positionals: [0, 0],
    options: { operator: { type: "string" }, master: { type: "boolean" }, all: { type: "boolean" } },
    prepare(_positionals, values) {
      return async () => {
        const { listApiKeys } = await import("@/lib/server/api-keys/list-api-keys");
        const keys = await listApiKeys({
          operatorId: text(values.operator),
          kind: values.master ? "master" : undefined,
          includeRevoked: Boolean(values.all),
        });
        return { data: keys, text: keyTable(keys) };
      };
    },
  },
  "keys revoke": {
    usage: "keys revoke <prefix|id>",
    summary: "Revoke a key at once, by its display prefix (gpk_XXXXXX) or id",
    positionals: [1, 1],
    prepare([reference]) {
      const ref = reference!;
      // A pasted full key is reduced to its display prefix; anything else not shaped like a prefix is an id.
      const request = /^gp[km]_/.test(ref)
        ? { prefix: looksLikeApiKey(ref) ? displayPrefix(ref) : ref, actor }
        : { keyId: ref, actor };
      return async () => {
        const { revokeApiKey } = await import("@/lib/server/api-keys/revoke-api-key");
        const apiKey = await revokeApiKey(request);
        return { data: apiKey, text: `Revoked ${apiKey.prefix} (${apiKey.id}) at ${apiKey.revokedAt?.toISOString()}` };
      };
    },
  },
  "games list": {
    usage: "games list [--provider provider_a|provider_b] [--search TEXT]",
    summary: "Every game, live or not, with how many catalogs hold it",
    positionals: [0, 0],
    options: { provider: { type: "string" }, search: { type: "string" } },
    prepare(_positionals, values) {
      return async () => {
        const { listGames } = await import("@/lib/server/games/list-games");
        const games = await listGames({ providerId: text(values.provider), search: text(values.search) });
        const features = (g: (typeof games)[number]) =>
          [
            g.featureFreeSpins && "free_spins",
            g.featureBuyFeature && "buy_feature",
            g.featureBonus && "bonus",
            g.featureCollect && "collect",
            g.featureSpecialBet && "special_bet",
          ]
            .filter(Boolean)
            .join(",");
        return {
          data: games,
          text: renderTable(
            ["SYMBOL", "TITLE", "PROVIDER", "LINES", "RTP", "LAUNCH STATUS", "LIVE", "CATALOGS", "FEATURES"],
            games.map((g) => [
              g.symbol,
              g.title,
              g.providerId,
              g.lines,
              g.rtp,
              g.launchStatus,
              g.liveCatalogEnabled,
              g.catalogCount,
              features(g),
            ]),
            "(no games)",
          ),
        };
      };
    },
  },
  "games set": {
    usage: "games set <symbol|slug> [--status live|maintenance|disabled] [--live yes|no]",
    summary: "Change a game's launch status or live-catalog flag everywhere",
    positionals: [1, 1],
    options: { status: { type: "string" }, live: { type: "string" } },
    async prepare([symbol], values) {
      const status = text(values.status);
      const { launchStatusSchema } = await import("@/lib/server/games/game-fields");
      const launchStatus = status === undefined ? undefined : launchStatusSchema.safeParse(status).data;
      if (status !== undefined && !launchStatus) usageError("--status is live, maintenance or disabled");
      const liveCatalogEnabled = yesNoFlag(values.live, "--live");
      if (launchStatus === undefined && liveCatalogEnabled === undefined) usageError("give --status and/or --live");
      return async () => {
        const { setGameAvailability } = await import("@/lib/server/games/set-game-availability");
        const game = await setGameAvailability({ symbol: symbol!, launchStatus, liveCatalogEnabled, actor });
        return {
          data: game,
          text: `${game.symbol}: launch status ${game.launchStatus}, live catalog ${game.liveCatalogEnabled ? "yes" : "no"}`,
        };
      };
    },
  },
  "staff create": {
    usage: "staff create --email EMAIL --name NAME --role admin|viewer [--password PASSWORD]",
    summary: "Create a console staff account (password also from GP_STAFF_PASSWORD; none: OIDC sign-in only)",
    positionals: [0, 0],
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
    },
    prepare(_positionals, values) {
      const email = text(values.email);
      const name = text(values.name);
      const role = text(values.role);
      if (!email || !name || !role) usageError("--email, --name and --role are required");
      if (role !== "admin" && role !== "viewer") usageError("--role is admin or viewer");
      // The environment keeps the password out of shell history and the process list.
      const password = text(values.password) ?? (process.env.GP_STAFF_PASSWORD || undefined);
      return async () => {
        const { createStaffUser } = await import("@/lib/server/staff/create-staff-user");
        const user = await createStaffUser({ email, name, role, password, actor });
        return {
          data: user,
          text: renderFields([
            ["Staff user", user.email],
            ["Name", user.name],
            ["Role", user.role],
            ["Password", user.hasPassword ? "set (argon2id)" : "none: signs in through OIDC only"],
            ["Created", user.createdAt],
          ]),
        };
      };
    },
  },
  "operator-users create": {
    usage: "operator-users create --operator ID --email EMAIL --role ROLE [--totp]",
    summary:
      "Create a back-office user of an operator (role operator_admin|operator_support|operator_finance); prints its password once",
    positionals: [0, 0],
    options: {
      operator: { type: "string" },
      email: { type: "string" },
      role: { type: "string" },
      totp: { type: "boolean" },
    },
    prepare(_positionals, values) {
      const operatorId = text(values.operator);
      const email = text(values.email);
      const role = text(values.role);
      if (!operatorId || !email || !role) usageError("--operator, --email and --role are required");
      if (role !== "operator_admin" && role !== "operator_support" && role !== "operator_finance")
        usageError("--role is operator_admin, operator_support or operator_finance");
      return async () => {
        const { createOperatorUser } = await import("@/lib/server/operator-users/create-operator-user");
        const created = await createOperatorUser({ operatorId, email, role, withTotp: values.totp === true, actor });
        return {
          data: created,
          text: renderFields([
            ["Operator user", created.user.email],
            ["Operator", created.user.operatorId],
            ["Role", created.user.role],
            [
              "Password",
              `${created.initialPassword} (shown once: hand it over safely; it works once, the user sets their own at the first sign-in)`,
            ],
            ["TOTP secret", created.totp ? `${created.totp.secret} (shown once)` : "none"],
            ["TOTP URI", created.totp?.uri ?? ""],
            ["Created", created.user.createdAt],
          ]),
        };
      };
    },
  },
  "operator-users list": {
    usage: "operator-users list --operator ID",
    summary: "List an operator's back-office users",
    positionals: [0, 0],
    options: { operator: { type: "string" } },
    prepare(_positionals, values) {
      const operatorId = text(values.operator);
      if (!operatorId) usageError("--operator is required");
      return async () => {
        const { listOperatorUsers } = await import("@/lib/server/operator-users/list-operator-users");
        const users = await listOperatorUsers({ operatorId });
        return {
          data: users,
          text: renderTable(
            ["EMAIL", "ROLE", "ACTIVE", "TOTP", "LAST SIGN-IN", "CREATED BY"],
            users.map((user) => [user.email, user.role, user.active, user.hasTotp, user.lastSignInAt, user.createdBy]),
          ),
        };
      };
    },
  },
  "operator-users set-role": {
    usage: "operator-users set-role EMAIL --role ROLE",
    summary:
      "Change a back-office user's role (operator_admin|operator_support|operator_finance), from their next request",
    positionals: [1, 1],
    options: { role: { type: "string" } },
    prepare([email], values) {
      const role = text(values.role);
      if (role !== "operator_admin" && role !== "operator_support" && role !== "operator_finance")
        usageError("--role is operator_admin, operator_support or operator_finance");
      return async () => {
        const { setOperatorUserRole } = await import("@/lib/server/operator-users/set-operator-user-role");
        const user = await setOperatorUserRole({ email: email!, role, actor });
        return { data: user, text: `${user.email} (${user.operatorId}): ${user.role}` };
      };
    },
  },
  ...Object.fromEntries(
    (["deactivate", "activate"] as const).map((verb): [string, Command] => [
      `operator-users ${verb}`,
      {
        usage: `operator-users ${verb} EMAIL`,
        summary:
          verb === "deactivate"
            ? "Deactivate a back-office user: no more sign-ins, its open sessions end at once"
            : "Let a deactivated back-office user sign in again",
        positionals: [1, 1],
        prepare([email]) {
          return async () => {
            const { setOperatorUserActive } = await import("@/lib/server/operator-users/set-operator-user-active");
            const user = await setOperatorUserActive({ email: email!, active: verb === "activate", actor });
            return {
              data: user,
              text: `${user.email} (${user.operatorId}): ${user.active ? "active" : "deactivated"}`,
            };
          };
        },
      },
    ]),
  ),
  "audit verify": {
    usage: "audit verify",
    summary:
      "Check the audit log's hash chain: OK with the row count and head hash, else the first broken row (exit 1)",
    positionals: [0, 0],
    prepare() {
      return async () => {
        const { verifyAuditChain } = await import("@/lib/server/audit/verify-audit-chain");
        const verification = await verifyAuditChain();
        const { head, problem } = verification;
        const headText = head ? `seq ${head.seq}, ${head.hash}` : "missing";
        return {
          data: verification,
          exitCode: verification.ok ? 0 : 1,
          text: problem
            ? renderFields([
                ["Audit chain", `BROKEN (${problem.kind})`],
                ["First broken row", problem.seq === null ? `id ${problem.id ?? "?"}` : `seq ${problem.seq}`],
                ["Row id", problem.id?.toString() ?? null],
                ["What differs", problem.detail],
                ["Rows verified before it", verification.verified],
                ["Head", headText],
              ])
            : renderFields([
                ["Audit chain", "OK"],
                ["Rows verified", verification.verified],
                ["Head", headText],
                ["Head written", head?.at ?? null],
              ]),
        };
      };
    },
  },
  "db migrate": {
    usage: "db migrate",
    summary: "Apply pending migrations (a no-op when up to date)",
    positionals: [0, 0],
    prepare() {
      return async () => {
        const [{ resolveDatabaseTarget, describeDatabaseTarget }, { applyMigrations }] = await Promise.all([
          import("@/lib/server/db/connection"),
          import("@/lib/server/db/migrate"),
        ]);
        const target = resolveDatabaseTarget();
        const database = describeDatabaseTarget(target);
        const applied = await applyMigrations({ target });
        return {
          data: { database, applied },
          text: applied.length ? `Applied ${applied.join(", ")} to ${database}` : `${database} is up to date`,
        };
      };
    },
  },
  seed: {
    usage: "seed",
    summary: "Plant the demo data (idempotent; refused in production and staging)",
    positionals: [0, 0],
    prepare() {
      return async () => {
        const { seedDemoData } = await import("@/lib/server/seed/seed-demo-data");
        const result = await seedDemoData();
        return {
          data: result,
          text: renderFields([
            ["Games created", result.createdGames.length ? result.createdGames : "none (all present)"],
            ["Operators created", result.createdOperators.length ? result.createdOperators : "none (all present)"],
            ["Demo operator", result.credentials.operatorId],
            ["Operator key", result.credentials.operatorKey],
            ["Master key", result.credentials.masterKey],
            ["Staff sign-in", `${result.credentials.adminEmail} / ${result.credentials.adminPassword}`],
            ["Kept in", result.credentialsFile],
          ]),
        };
      };
    },
  },
  "reports verify": {
    usage: "reports verify --from TIME --to TIME",
    summary:
      "Recompute the revenue rollups of a UTC window from the rounds and list every figure that differs, in every rollup table",
    positionals: [0, 0],
    options: { from: { type: "string" }, to: { type: "string" } },
    prepare(_positionals, values) {
      const from = text(values.from);
      const to = text(values.to);
      if (!from || !to) usageError("--from and --to are required (ISO 8601 dates or times, UTC)");
      return async () => {
        const { verifyRollups } = await import("@/lib/server/reports/verify-rollups");
        const result = await verifyRollups({ from, to });
        const window = `${result.from.toISOString()} … ${result.to.toISOString()}: ${result.groupsChecked} groups checked`;
        if (result.mismatches.length === 0) return { data: result, text: `${window}, rollups match the rounds` };
        // A mismatch is a failed check: exit code 1 with the list.
        const table = renderTable(
          ["TABLE", "PERIOD", "START", "OPERATOR", "GAME", "CURRENCY", "FIELD", "FROM ROUNDS", "IN ROLLUPS"],
          result.mismatches.map((m) => [
            m.table,
            m.period,
            m.periodStart.toISOString(),
            m.operatorId,
            m.gameSymbol ?? "(any)",
            m.currency,
            m.field,
            m.expected,
            m.actual,
          ]),
          "",
        );
        throw new AppError(
          "conflict",
          `${window}, ${result.mismatches.length} mismatches (repair: reports rebuild)\n${table}`,
        );
      };
    },
  },
  "reports rebuild": {
    usage: "reports rebuild --from TIME --to TIME",
    summary: "Recompute the revenue rollups of a UTC window from the rounds (backfill, repair; idempotent)",
    positionals: [0, 0],
    options: { from: { type: "string" }, to: { type: "string" } },
    prepare(_positionals, values) {
      const from = text(values.from);
      const to = text(values.to);
      if (!from || !to) usageError("--from and --to are required (ISO 8601 dates or times, UTC)");
      return async () => {
        const { rebuildRollups } = await import("@/lib/server/reports/rebuild-rollups");
        const result = await rebuildRollups({ from, to });
        return {
          data: result,
          text:
            `${result.from.toISOString()} … ${result.to.toISOString()}: ${result.rollupRows} hourly rollup rows and ${result.playerRows} player rows ` +
            `rebuilt; ${result.derivedRows} daily, monthly and yearly rows derived again over ${result.derivedFrom.toISOString()} … ${result.derivedTo.toISOString()}`,
        };
      };
    },
  },
};

function helpText(): string {
  const column = 62;
  return [
    "Usage: npm run gp -- <command> [options] [--json]",
    "",
    ...Object.values(commands).map(({ usage, summary }) =>
      usage.length < column ? `  ${usage.padEnd(column)}${summary}` : `  ${usage}\n  ${"".padEnd(column)}${summary}`,
    ),
    "",
    "--json prints JSON on stdout (errors too). Exit codes: 0 ok, 1 failed, 2 usage error.",
    "With the embedded database (no DATABASE_URL) stop the app first: PGlite allows one process at a time.",
  ].join("\n");
}

async function parseCommand(argv: string[]): Promise<(() => Promise<Output>) | "help"> {
  const words = argv.filter((arg) => !arg.startsWith("-"));
  if (argv.length === 0) usageError("no command given");
  if (words[0] === "help" || argv.includes("--help") || argv.includes("-h")) return "help";
  const name = [`${words[0]} ${words[1]}`, words[0]].find((candidate) => candidate && commands[candidate]);
  if (!name) usageError(`unknown command "${words.slice(0, 2).join(" ")}"`);
  const command = commands[name]!;
  const rest = [...argv];
  for (const word of name.split(" ")) rest.splice(rest.indexOf(word), 1);
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, json: { type: "boolean" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return usageError(`${(error as Error).message.split("\n")[0]}\nUsage: npm run gp -- ${command.usage}`);
  }
  const [min, max] = command.positionals;
  if (parsed.positionals.length < min || parsed.positionals.length > max) {
    usageError(`wrong number of arguments\nUsage: npm run gp -- ${command.usage}`);
  }
  return command.prepare(parsed.positionals, parsed.values as Values);
}

/** Where the CLI writes: the process's stdout and stderr, or a caller's (tests run commands in-process). */
export interface GpOutput {
  out(text: string): void;
  err(text: string): void;
}

const processOutput: GpOutput = { out: (text) => console.log(text), err: (text) => console.error(text) };

function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? item.toString() : item), 2);
}

function fail(error: unknown, json: boolean, exitCode: number, output: GpOutput): number {
  const code = isAppError(error) ? error.code : "internal_error";
  const detail = error instanceof Error ? error.message : String(error);
  if (json) output.out(jsonText({ success: false, error: code, detail }));
  else
    output.err(
      `Error: ${detail}${isAppError(error) ? "" : error instanceof Error && error.stack ? `\n${error.stack}` : ""}`,
    );
  return exitCode;
}

/** Opens the database for one command: with embedded PGlite, only while no other process holds it. */
async function withDatabase<T>(run: () => Promise<T>): Promise<T> {
  const [{ closePglite, resolveDatabaseTarget }, { disconnectPrisma }] = await Promise.all([
    import("@/lib/server/db/connection"),
    import("@/lib/server/db/prisma"),
  ]);
  const target = resolveDatabaseTarget();
  const release =
    target.kind === "pglite"
      ? acquireEmbeddedDatabaseLock({ dataDir: target.dataDir, owner: "the gp CLI" })
      : undefined;
  try {
    return await run();
  } finally {
    await disconnectPrisma();
    if (target.kind === "pglite") await closePglite(target.dataDir);
    release?.();
  }
}

/** Runs one command line (the words after `npm run gp --`) and returns its exit code. */
export async function runGp({ argv, output = processOutput }: { argv: string[]; output?: GpOutput }): Promise<number> {
  const json = argv.includes("--json");
  let parsed: Awaited<ReturnType<typeof parseCommand>>;
  try {
    parsed = await parseCommand(argv);
  } catch (error) {
    const exitCode = fail(error, json, 2, output);
    if (!json) output.err("Run `npm run gp -- help` for the list of commands.");
    return exitCode;
  }
  if (parsed === "help") {
    output.out(helpText());
    return 0;
  }
  try {
    const result = await withDatabase(parsed);
    output.out(json ? jsonText(result.data) : result.text);
    return result.exitCode ?? 0;
  } catch (error) {
    return fail(error, json, 1, output);
  }
}
