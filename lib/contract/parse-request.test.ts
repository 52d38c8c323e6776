import { describe, expect, it } from "vitest";
import { createCampaignRequestSchema } from "@/lib/contract/free-rounds-api";
import { catalogQuerySchema, launchRequestSchema } from "@/lib/contract/provider-api";
import { spinRequestSchema } from "@/lib/contract/runtime-api";
import { AppError } from "@/lib/base/errors";
import { operatorQuerySchema, transactionsQuerySchema } from "@/lib/contract/reconciliation-api";
import { parseQuery, parseRequest } from "./parse-request";

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

const launch = (body: unknown) =>
  parseRequest(launchRequestSchema, body, { what: "launch request", fieldCodes: { currency: "invalid_currency" } });

describe("parseRequest", () => {
  it("returns the parsed value", () => {
    expect(launch({ symbol: "vs20aurora", external_player_id: "p1", extra: 1 })).toEqual({
      symbol: "vs20aurora",
      external_player_id: "p1",
    });
  });

  it("names a missing field with missing_field", () => {
    const error = failure(() => launch({ symbol: "vs20aurora" }));
    expect(error.code).toBe("missing_field");
    expect(error.status).toBe(400);
    expect(error.detail).toBe("external_player_id is required");
  });

  it("reports the schema's own code for a missing symbol and slug", () => {
    const error = failure(() => launch({ external_player_id: "p1" }));
    expect(error.code).toBe("missing_field");
    expect(error.detail).toContain("symbol or slug is required");
  });

  it("uses the field's code for a bad currency, whatever its type", () => {
    for (const currency of ["EURO", "E1R", 978]) {
      const error = failure(() => launch({ symbol: "vs20aurora", external_player_id: "p1", currency }));
      expect(error.code).toBe("invalid_currency");
      expect(error.detail).toMatch(/^currency /);
    }
  });

  it("calls wrong types and shapes invalid_request", () => {
    expect(failure(() => launch({ symbol: "vs20aurora", external_player_id: 7 })).code).toBe("invalid_request");
    expect(failure(() => launch([1, 2])).code).toBe("invalid_request");
    expect(
      failure(() => launch({ symbol: "vs20aurora", external_player_id: "p", return_url: "javascript:alert(1)" }))
        .detail,
    ).toBe("return_url must be an absolute http or https URL");
  });

  it("gives the provider filter its own code", () => {
    const error = failure(() =>
      parseRequest(
        catalogQuerySchema,
        { provider_id: "provider_c" },
        { what: "query", fieldCodes: { provider_id: "invalid_provider_id" } },
      ),
    );
    expect(error.code).toBe("invalid_provider_id");
    expect(error.detail).toBe("provider_id must be one of provider_a, provider_b");
  });

  // Ids an operator gives (player, campaign, operator, correlation ids) follow idText: never blank, never holding the
  // bidirectional controls that make one id render as another ("Trojan Source"), nor NUL or other control characters.
  it.each([
    ["blank", "   "],
    ["a left-to-right embedding", "player\u202a1"],
    ["a right-to-left override", "\u202eevil-txt.exe"],
    ["a pop directional formatting", "abc\u202c"],
    ["a left-to-right isolate", "\u2066abc"],
    ["a pop directional isolate", "abc\u2069"],
    ["a NUL byte", "abc\u0000"],
  ])("refuses an external_player_id that is %s with the contract's 400", (_what, id) => {
    const error = failure(() => launch({ symbol: "vs20aurora", external_player_id: id }));
    expect(error.status).toBe(400);
    expect(error.code).toBe("invalid_request");
    expect(error.detail).toMatch(/^external_player_id must not (be blank|contain)/);
  });

  it("refuses a blank or deceptive campaign_id, and accepts right-to-left text without controls", () => {
    const campaign = (campaign_id: string) => ({
      campaign_id,
      games: ["vs20aurora"],
      rounds: 5,
      bet_level: 1,
      coin_value: "0.10",
      currency: "EUR",
      expires_at: "2099-01-01T00:00:00Z",
      players: ["p1"],
    });
    const create = (campaign_id: string) =>
      parseRequest(createCampaignRequestSchema, campaign(campaign_id), { what: "free-rounds campaign" });
    for (const id of ["", " \t ", "welcome\u2067-2026", "x\u202d"])
      expect(failure(() => create(id)).status, JSON.stringify(id)).toBe(400);
    expect(create("שלום-2026").campaign_id).toBe("שלום-2026");
  });

  it("takes only a platform id as a spin's freeRoundsAwardId (a NUL byte is a 400, not a database error)", () => {
    const spin = (freeRoundsAwardId: string) =>
      parseRequest(spinRequestSchema, { betLevel: 1, coinValue: "0.10", freeRoundsAwardId }, { what: "spin request" });
    expect(spin("fra_abc123").freeRoundsAwardId).toBe("fra_abc123");
    for (const id of ["fra_\u0000", "", " ", "fra_\u202e1", "x".repeat(65)]) {
      const error = failure(() => spin(id));
      expect(error.status, JSON.stringify(id)).toBe(400);
      expect(error.detail).toMatch(/^freeRoundsAwardId must be a free-rounds award id/);
    }
  });
});

describe("parseQuery", () => {
  it("refuses parameters the schema does not name, naming them (at most five, each cut to 64 characters)", () => {
    const error = failure(() =>
      parseQuery(transactionsQuerySchema, new URLSearchParams("limit=5&action=bet&campaign=x&action=debit")),
    );
    expect(error.code).toBe("invalid_request");
    expect(error.status).toBe(400);
    expect(error.detail).toMatch(
      /^Unknown query parameters "action", "campaign"; this endpoint takes operator_id, cursor, limit, /,
    );
    const many = new URLSearchParams(Array.from({ length: 7 }, (_, index) => [`p${index}${"x".repeat(80)}`, "1"]));
    const detail = failure(() => parseQuery(operatorQuerySchema, many)).detail;
    expect(detail).toContain(`"p0${"x".repeat(62)}…"`);
    expect(detail).toContain("and 2 more; this endpoint takes operator_id");
  });

  it("parses known parameters as parseRequest does", () => {
    expect(parseQuery(transactionsQuerySchema, new URLSearchParams("limit=5&campaign_id=spring"))).toMatchObject({
      limit: 5,
      campaign_id: "spring",
    });
    expect(failure(() => parseQuery(transactionsQuerySchema, new URLSearchParams("limit=0"))).detail).toMatch(
      /^limit /,
    );
  });
});
