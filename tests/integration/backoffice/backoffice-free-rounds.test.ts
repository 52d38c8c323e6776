import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spinResponseSchema, stateResponseSchema } from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import type { OperatorUserRoleValue } from "@/lib/server/operator-users/operator-user-fields";
import { BackofficeClient, createOperatorUserWithOwnPassword } from "@/tests/integration/support/backoffice-fixtures";
import { errorCodes } from "@/tests/integration/support/graphql-fixtures";
import { canQueryDatabase } from "@/tests/integration/support/provider-fixtures";
import {
  GAME,
  launch,
  OPERATOR,
  openLaunchUrl,
  startRuntimeTest,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// Free rounds in the back office over real HTTP against the built app with the demo world (demo-casino and its
// in-app demo wallet; nova-bet as the other operator): an admin creates a template, support grants it to one player,
// the player's next launch offers the award and its rounds play and settle through the runtime's free-rounds path.
// Templates and grants are scoped to the session's operator (another's id is free_round_template_not_found), roles
// are enforced (finance may not grant, support may not manage templates), bad input stores nothing, a repeated
// idempotency key grants once, and the audit names the operator user.

const OTHER = "nova-bet";
const TEMPLATES = `query Templates($all: Boolean) {
  freeRoundTemplates(includeArchived: $all) { id name gameSymbol rounds betLevel coins { currency coinValue } validityDays createdBy archivedAt }
}`;
const CAMPAIGNS = `query Campaigns {
  freeRoundCampaigns { items { campaignId state games rounds playersCount roundsAwarded roundsPlayed win currency } }
}`;
const CREATE = `mutation Create($input: CreateFreeRoundTemplateInput!) {
  createFreeRoundTemplate(input: $input) { id name gameSymbol rounds betLevel coins { currency coinValue } validityDays createdBy }
}`;
const ARCHIVE = `mutation Archive($id: ID!) { archiveFreeRoundTemplate(templateId: $id) { id archivedAt } }`;
const GRANT = `mutation Grant($player: ID!, $template: ID!, $currency: String, $reason: String!, $key: String!) {
  grantFreeRounds(externalPlayerId: $player, templateId: $template, currency: $currency, reason: $reason, idempotencyKey: $key) {
    created
    campaign { campaignId state games rounds betLevel coinValue currency playersCount roundsAwarded roundsPlayed win }
  }
}`;

type Template = { id: string; name: string; gameSymbol: string; createdBy: string; archivedAt?: string | null };
type Campaign = { campaignId: string; playersCount: number; roundsPlayed: number; roundsAwarded: number; win: string };
type Grant = { grantFreeRounds: { created: boolean; campaign: Campaign & { rounds: number; currency: string } } };

const ROLES: OperatorUserRoleValue[] = ["operator_admin", "operator_support", "operator_finance"];
const TEMPLATE_INPUT = {
  name: "Sorry for the outage",
  game: GAME,
  rounds: 2,
  betLevel: 1,
  coins: [{ currency: "EUR", coinValue: "0.10" }],
  validityDays: 7,
};

let t: RuntimeTestContext;
const users = new Map<string, { id: string; email: string; password: string }>();
const clients = new Map<string, BackofficeClient>();
let ipCounter = 0;

async function signedIn(key: string): Promise<BackofficeClient> {
  const existing = clients.get(key);
  if (existing) return existing;
  const user = users.get(key)!;
  const client = new BackofficeClient(t.app.baseUrl, `198.51.100.${++ipCounter}`);
  const result = await client.signInToBackoffice(user.email, user.password);
  expect(result.signedIn, JSON.stringify(result)).toBe(true);
  clients.set(key, client);
  return client;
}

const actor = (key: string) => `operator:${users.get(key)!.id}`;

async function templates(client: BackofficeClient, all = true): Promise<Template[]> {
  return (await client.data<{ freeRoundTemplates: Template[] }>(TEMPLATES, { all })).freeRoundTemplates;
}

async function campaigns(client: BackofficeClient): Promise<Campaign[]> {
  return (await client.data<{ freeRoundCampaigns: { items: Campaign[] } }>(CAMPAIGNS)).freeRoundCampaigns.items;
}

async function createTemplate(client: BackofficeClient, input: Record<string, unknown> = {}): Promise<Template> {
  const { createFreeRoundTemplate } = await client.data<{ createFreeRoundTemplate: Template }>(CREATE, {
    input: { ...TEMPLATE_INPUT, ...input },
  });
  return createFreeRoundTemplate;
}

beforeAll(async () => {
  t = await startRuntimeTest({
    env: { TRUSTED_PROXY_HOPS: "1" },
    seed: async () => {
      const create = async (key: string, operatorId: string, role: OperatorUserRoleValue) => {
        const created = await createOperatorUserWithOwnPassword({
          operatorId,
          email: `${key}@test.example`,
          role,
          actor: "test",
        });
        users.set(key, { id: created.user.id, email: created.user.email, password: created.password });
      };
      for (const role of ROLES) await create(role, OPERATOR, role);
      await create("other-admin", OTHER, "operator_admin");
    },
  });
}, 180_000);

afterAll(async () => {
  await t?.stop();
});

describe("back-office free rounds", () => {
  it("grants a template's rounds to one player: the next launch offers them and they settle as free_round_win", async () => {
    const admin = await signedIn("operator_admin");
    const template = await createTemplate(admin);
    expect(template).toMatchObject({ gameSymbol: GAME, rounds: 2, createdBy: actor("operator_admin") });
    // The player is known to the operator once launched.
    await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" });

    const support = await signedIn("operator_support");
    const { grantFreeRounds } = await support.data<Grant>(GRANT, {
      player: "player-1",
      template: template.id,
      reason: "ticket 42: outage",
      key: "grant-key-0001",
    });
    expect(grantFreeRounds.created).toBe(true);
    expect(grantFreeRounds.campaign).toMatchObject({
      campaignId: "goodwill-grant-key-0001",
      games: [GAME],
      rounds: 2,
      currency: "EUR",
      playersCount: 1,
      roundsPlayed: 0,
    });

    const game = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" })).launch_url,
    );
    const state = stateResponseSchema.parse(await (await game.api("/state")).json());
    const offer = state.freeRounds.find((entry) => entry.campaignId === "goodwill-grant-key-0001");
    expect(offer).toMatchObject({ roundsTotal: 2, roundsLeft: 2, betLevel: 1, coinValue: "0.10", state: "active" });

    let won = 0;
    for (const roundsLeft of [1, 0]) {
      const response = await game.post(
        "/spin",
        { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: offer!.awardId },
        { headers: { "Idempotency-Key": `goodwill-${roundsLeft}` } },
      );
      expect(response.status).toBe(200);
      const spin = spinResponseSchema.parse(await response.json());
      expect(spin.winConfirmed).toBe(true);
      expect(spin.freeRounds).toMatchObject({ roundsLeft, state: roundsLeft === 0 ? "completed" : "active" });
      won += Number(spin.round.win);
      const detail = await (await game.api(`/rounds/${spin.round.id}`)).json();
      expect(detail.round.transactions.map((tx: { actionType: string }) => tx.actionType)).toEqual(["free_round_win"]);
    }

    // The operator's campaigns list the grant with its progress, for every role.
    const finance = await signedIn("operator_finance");
    const listed = (await campaigns(finance)).find((entry) => entry.campaignId === "goodwill-grant-key-0001");
    expect(listed).toMatchObject({ playersCount: 1, roundsAwarded: 2, roundsPlayed: 2 });
    expect(Number(listed!.win)).toBeCloseTo(won, 2);
  });

  it("answers a repeated idempotency key with the first grant (created: false) and refuses it for another player", async () => {
    const admin = await signedIn("operator_admin");
    const support = await signedIn("operator_support");
    const template = await createTemplate(admin, { name: "Double click" });
    await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-2" });
    const variables = { player: "player-2", template: template.id, reason: "double click", key: "double-click-01" };
    const [first, second] = await Promise.all([
      support.data<Grant>(GRANT, variables),
      support.data<Grant>(GRANT, variables),
    ]);
    expect([first.grantFreeRounds.created, second.grantFreeRounds.created].sort()).toEqual([false, true]);
    expect(second.grantFreeRounds.campaign.campaignId).toBe(first.grantFreeRounds.campaign.campaignId);
    const third = await support.data<Grant>(GRANT, variables);
    expect(third.grantFreeRounds.created).toBe(false);
    expect((await campaigns(support)).filter((entry) => entry.campaignId === "goodwill-double-click-01")).toHaveLength(
      1,
    );
    expect(errorCodes(await support.graphql(GRANT, { ...variables, player: "player-1" }))).toEqual([
      "idempotency_key_reused",
    ]);
  });

  it("refuses bad templates and grants with a clear error, storing nothing", async () => {
    const admin = await signedIn("operator_admin");
    const before = (await templates(admin)).length;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ game: "no-such-game" }, "unknown_game", /no-such-game/],
      [{ betLevel: 99 }, "bet_not_offered", /bet_level 99/],
      [{ coins: [{ currency: "EUR", coinValue: "0.13" }] }, "bet_not_offered", /coin_value 0.13/],
      [{ rounds: 0 }, "invalid_request", /rounds: must be between 1 and 1000/],
      [{ validityDays: 0 }, "invalid_request", /validityDays/],
      [{ name: "  " }, "invalid_request", /name is required/],
    ];
    for (const [input, code, message] of cases) {
      const result = await admin.graphql(CREATE, { input: { ...TEMPLATE_INPUT, ...input } });
      expect(errorCodes(result), JSON.stringify(input)).toEqual([code]);
      expect(result.errors![0]!.message).toMatch(message);
    }
    expect(await templates(admin)).toHaveLength(before);

    const support = await signedIn("operator_support");
    const template = (await templates(admin, false))[0]!;
    const campaignsBefore = (await campaigns(admin)).length;
    const grant = { player: "player-1", template: template.id, reason: "why", key: "bad-input-0001" };
    for (const [variables, code] of [
      [{ reason: " " }, "invalid_request"],
      [{ key: "short" }, "invalid_request"],
      [{ currency: "USD" }, "currency_mismatch"],
      [{ player: "never-launched" }, "player_not_found"],
    ] as const) {
      expect(errorCodes(await support.graphql(GRANT, { ...grant, ...variables })), JSON.stringify(variables)).toEqual([
        code,
      ]);
    }
    expect(await campaigns(admin)).toHaveLength(campaignsBefore);
  });

  it("scopes templates to the session's operator: another operator's template is not found for grant and archive", async () => {
    const other = await signedIn("other-admin");
    const theirs = await createTemplate(other, { name: "Nova's own", coins: [{ currency: "TRY", coinValue: "1.00" }] });
    const admin = await signedIn("operator_admin");
    const support = await signedIn("operator_support");
    expect((await templates(admin)).map((template) => template.id)).not.toContain(theirs.id);
    expect(errorCodes(await admin.graphql(ARCHIVE, { id: theirs.id }))).toEqual(["free_round_template_not_found"]);
    expect(
      errorCodes(
        await support.graphql(GRANT, { player: "player-1", template: theirs.id, reason: "no", key: "scoped-key-01" }),
      ),
    ).toEqual(["free_round_template_not_found"]);
    expect(errorCodes(await admin.graphql(ARCHIVE, { id: "frt_nobody" }))).toEqual(["free_round_template_not_found"]);
    // Untouched, and none of demo-casino's campaigns is in nova-bet's list.
    expect((await templates(other)).find((template) => template.id === theirs.id)?.archivedAt).toBeNull();
    expect((await campaigns(other)).some((campaign) => campaign.campaignId.startsWith("goodwill-"))).toBe(false);
  });

  it("enforces roles: finance may not grant, support may not create or archive templates; admins archive", async () => {
    const admin = await signedIn("operator_admin");
    const support = await signedIn("operator_support");
    const finance = await signedIn("operator_finance");
    const template = await createTemplate(admin, { name: "To archive" });
    const grant = { player: "player-1", template: template.id, reason: "finance tries", key: "finance-key-01" };
    expect(errorCodes(await finance.graphql(GRANT, grant))).toEqual(["forbidden"]);
    expect(errorCodes(await finance.graphql(CREATE, { input: TEMPLATE_INPUT }))).toEqual(["forbidden"]);
    expect(errorCodes(await support.graphql(CREATE, { input: TEMPLATE_INPUT }))).toEqual(["forbidden"]);
    expect(errorCodes(await support.graphql(ARCHIVE, { id: template.id }))).toEqual(["forbidden"]);
    // Every role reads templates and campaigns.
    expect((await templates(finance)).map((entry) => entry.id)).toContain(template.id);

    const { archiveFreeRoundTemplate } = await admin.data<{ archiveFreeRoundTemplate: Template }>(ARCHIVE, {
      id: template.id,
    });
    expect(archiveFreeRoundTemplate.archivedAt).not.toBeNull();
    expect((await templates(support, false)).map((entry) => entry.id)).not.toContain(template.id);
    expect(errorCodes(await support.graphql(GRANT, { ...grant, key: "archived-key-01" }))).toEqual(["conflict"]);
  });

  it.runIf(canQueryDatabase)(
    "audits templates and grants with the operator user as the actor and the reason",
    async () => {
      const rows = await prisma.auditLog.findMany({
        where: { action: { startsWith: "free_rounds." } },
        orderBy: { id: "asc" },
        select: { actor: true, action: true, after: true },
      });
      expect(rows).toContainEqual(
        expect.objectContaining({ actor: actor("operator_admin"), action: "free_rounds.template.create" }),
      );
      expect(rows).toContainEqual(
        expect.objectContaining({ actor: actor("operator_admin"), action: "free_rounds.template.archive" }),
      );
      const grants = rows.filter((row) => row.action === "free_rounds.grant");
      // The first grant, and the double click once.
      expect(grants).toHaveLength(2);
      expect(grants[0]).toMatchObject({
        actor: actor("operator_support"),
        after: { campaign_id: "goodwill-grant-key-0001", reason: "ticket 42: outage", players: ["player-1"] },
      });
    },
  );
});
