import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createOpenApiValidator } from "@/tests/integration/support/provider-openapi-validator";
import { ERROR_STATUS, type ErrorCode } from "@/lib/base/errors";
import { signedWalletHeaders, walletHeaderNames } from "@/lib/contract/wallet-signature";
import { buildOpenApiDocument, type JsonSchema, type OpenApiParameter, type OpenApiResponse } from "./openapi";
import * as freeRounds from "./free-rounds-api";
import * as contract from "./provider-api";
import * as promotions from "./promotions-api";
import * as jackpots from "./jackpots-api";
import * as reconciliation from "./reconciliation-api";
import {
  encodeWalletCallbackBody,
  WALLET_CALLBACK_TYPES,
  walletErrorResponseSchema,
  walletSuccessResponseSchema,
  type WalletCallbackBody,
} from "./wallet-api";

const document = buildOpenApiDocument({ baseUrl: "https://games.example.com" });
const validator = createOpenApiValidator(document);

/** Every value in the document with its JSON path. */
function* walk(value: unknown, path = "#"): Generator<[string, unknown]> {
  yield [path, value];
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) yield* walk(child, `${path}/${key}`);
  }
}

function resolvePointer(pointer: string): unknown {
  return pointer
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );
}

describe("the generated OpenAPI document", () => {
  it("is OpenAPI 3.1 with the JSON Schema 2020-12 dialect, the contract's version and a {base_url} server", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.jsonSchemaDialect).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(document.info.version).toBe(contract.CONTRACT_VERSION);
    expect(document.servers).toEqual([
      expect.objectContaining({
        url: "{base_url}",
        variables: { base_url: expect.objectContaining({ default: "https://games.example.com" }) },
      }),
    ]);
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it("has every endpoint of the contract with its method, and the free-rounds, promotions and jackpots extensions", () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        "GET /health",
        "GET /api/provider/v1/games",
        "GET /api/provider/v1/games/{symbol}",
        "GET /api/provider/v1/game-art/{symbol}",
        "POST /api/provider/v1/launch-url",
        "POST /api/provider/v1/player-balance-refresh",
        "GET /api/provider/v1/openapi.json",
        "POST /api/provider/v1/free-rounds",
        "GET /api/provider/v1/free-rounds",
        "GET /api/provider/v1/free-rounds/{campaign_id}",
        "POST /api/provider/v1/free-rounds/{campaign_id}/players",
        "POST /api/provider/v1/free-rounds/{campaign_id}/cancel",
        "POST /api/provider/v1/free-rounds/{campaign_id}/players/{external_player_id}/cancel",
        "GET /api/provider/v1/promotions",
        "GET /api/provider/v1/promotions/{promotion_id}",
        "GET /api/provider/v1/promotions/{promotion_id}/leaderboard",
        "POST /api/provider/v1/promotions/{promotion_id}/players",
        "GET /api/provider/v1/promotions/{promotion_id}/payouts",
        "GET /api/provider/v1/jackpots",
        "GET /api/provider/v1/jackpots/{jackpot_id}/wins",
        "GET /api/provider/v1/rounds",
        "GET /api/provider/v1/rounds/{round_id}",
        "GET /api/provider/v1/transactions",
        "GET /api/provider/v1/statements/{date}",
      ].sort(),
    );
  });

  it("documents the contract's statuses per endpoint", () => {
    const statuses = (path: string, method: "get" | "post") =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {});
    expect(statuses("/api/provider/v1/games", "get")).toEqual(expect.arrayContaining(["200", "401", "403", "500"]));
    expect(statuses("/api/provider/v1/games/{symbol}", "get")).toEqual(
      expect.arrayContaining(["200", "401", "404", "500"]),
    );
    expect(statuses("/api/provider/v1/launch-url", "post")).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "404", "413", "500"]),
    );
    expect(statuses("/api/provider/v1/player-balance-refresh", "post")).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "404"]),
    );
    const art = document.paths["/api/provider/v1/game-art/{symbol}"]?.get?.responses["200"] as OpenApiResponse;
    expect(Object.keys(art.content ?? {}).sort()).toEqual(["image/jpeg", "image/png", "image/svg+xml", "image/webp"]);
  });

  it("offers the three key forms, and marks /health, game art and the document itself public", () => {
    const schemes = document.components.securitySchemes;
    expect(schemes.ProviderApiKey).toMatchObject({ type: "apiKey", in: "header", name: "x-provider-api-key" });
    expect(schemes.LegacyApiKey).toMatchObject({ type: "apiKey", in: "header", name: "x-api-key" });
    expect(schemes.BearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    for (const [path, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item)) {
        const isPublic = ["/health", "/api/provider/v1/game-art/{symbol}", "/api/provider/v1/openapi.json"].includes(
          path,
        );
        expect(operation.security, path).toEqual(
          isPublic ? [] : [{ ProviderApiKey: [] }, { LegacyApiKey: [] }, { BearerAuth: [] }],
        );
        if (!isPublic)
          expect(operation.parameters, path).toContainEqual({ $ref: "#/components/parameters/OperatorIdHeader" });
      }
    }
  });

  it("declares every path parameter of a template, and has unique operation ids", () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item)) {
        expect(ids.has(operation.operationId)).toBe(false);
        ids.add(operation.operationId);
        const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
        const declared = (operation.parameters ?? []).flatMap((p) => ("in" in p && p.in === "path" ? [p.name] : []));
        expect(declared, path).toEqual(templated);
      }
    }
  });

  it("resolves every $ref, and keeps components free of $defs, $id and $schema", () => {
    for (const [path, value] of walk(document)) {
      if (path.endsWith("/$ref")) expect(resolvePointer(value as string), `${path} → ${String(value)}`).toBeDefined();
    }
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      for (const [path] of walk(schema)) expect(path, name).not.toMatch(/\/(\$defs|\$id|\$schema)$/);
    }
  });

  it("maps each documented error code to the status of its response in lib/base/errors.ts", () => {
    for (const [name, response] of Object.entries(document.components.responses)) {
      const codes = Object.keys(response["x-error-codes"] ?? {});
      expect(codes.length, name).toBeGreaterThan(0);
      const statuses = new Set(codes.map((code) => ERROR_STATUS[code as ErrorCode]));
      expect([...statuses], name).toEqual([response["x-status"]]);
      for (const [path, item] of Object.entries(document.paths)) {
        for (const operation of Object.values(item)) {
          for (const [status, used] of Object.entries(operation.responses)) {
            if ("$ref" in used && used.$ref === `#/components/responses/${name}`)
              expect([...statuses][0], `${path} ${status}`).toBe(Number(status));
          }
        }
      }
    }
  });

  it("has examples that match their schemas, by the JSON Schema validator and by zod", () => {
    const zodSchemas: Record<string, z.ZodType> = {
      Game: contract.gameSchema,
      CatalogResponse: contract.catalogResponseSchema,
      SingleGameResponse: contract.singleGameResponseSchema,
      LaunchRequest: contract.launchRequestSchema,
      LaunchResponse: contract.launchResponseSchema,
      BalanceRefreshRequest: contract.balanceRefreshRequestSchema,
      BalanceRefreshResponse: contract.balanceRefreshResponseSchema,
      ProviderError: contract.providerErrorSchema,
      HealthResponse: contract.healthResponseSchema,
      WalletSuccessResponse: walletSuccessResponseSchema,
      WalletErrorResponse: walletErrorResponseSchema,
      FreeRoundsCreateRequest: freeRounds.createCampaignRequestSchema,
      FreeRoundsCreateResponse: freeRounds.createCampaignResponseSchema,
      FreeRoundsPlayersRequest: freeRounds.addCampaignPlayersRequestSchema,
      FreeRoundsPlayersResponse: freeRounds.addCampaignPlayersResponseSchema,
      FreeRoundsCampaignResponse: freeRounds.campaignResponseSchema,
      FreeRoundsCampaignDetailResponse: freeRounds.campaignDetailResponseSchema,
      FreeRoundsPlayerAwardsResponse: freeRounds.playerAwardsResponseSchema,
      FreeRoundsPlayerAwardResponse: freeRounds.playerAwardResponseSchema,
      FreeRoundsCampaignsResponse: freeRounds.campaignsResponseSchema,
      Promotion: promotions.promotionViewSchema,
      PromotionPlayersRequest: promotions.optInPlayersRequestSchema,
      JackpotsResponse: jackpots.jackpotsResponseSchema,
      JackpotWinsResponse: jackpots.jackpotWinsResponseSchema,
      PlayerRoundsResponse: reconciliation.playerRoundsResponseSchema,
      RoundDetailsResponse: reconciliation.roundDetailsResponseSchema,
      OpenRoundsResponse: reconciliation.openRoundsResponseSchema,
      TransactionsResponse: reconciliation.transactionsResponseSchema,
      StatementResponse: reconciliation.statementResponseSchema,
    };
    let checked = 0;
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      for (const example of (schema.examples as unknown[] | undefined) ?? []) {
        expect(validator.checkSchema(name, example), name).toEqual([]);
        expect(zodSchemas[name], `${name} has an example; list its zod schema here`).toBeDefined();
        expect(zodSchemas[name]?.safeParse(example).success, name).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(Object.keys(zodSchemas).length);
    for (const [name, response] of Object.entries(document.components.responses)) {
      expect(validator.checkSchema("ProviderError", response.content?.["application/json"]?.example), name).toEqual([]);
    }
  });

  it("agrees with zod on what a launch request is", () => {
    const samples: Array<[unknown, boolean]> = [
      [{ symbol: "vs20aurora", external_player_id: "p1" }, true],
      [{ slug: "aurora-nights", external_player_id: "p1", device: "tablet", currency: "eur" }, true],
      [{ symbol: "vs20aurora", external_player_id: "p1", unknown_field: 1 }, true],
      [{ external_player_id: "p1" }, false],
      [{ symbol: "vs20aurora" }, false],
      [{ symbol: "vs20aurora", external_player_id: "" }, false],
      [{ symbol: "vs 20", external_player_id: "p1" }, false],
      [{ symbol: "vs20aurora", external_player_id: "p1", currency: "EURO" }, false],
      [{ symbol: "vs20aurora", external_player_id: "p1", device: "watch" }, false],
      [{ symbol: "vs20aurora", external_player_id: "p1", coin: "0.1.0" }, false],
      [{ symbol: "vs20aurora", external_player_id: 42 }, false],
      [[], false],
    ];
    for (const [body, valid] of samples) {
      expect(contract.launchRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(valid);
      expect(validator.checkSchema("LaunchRequest", body).length === 0, JSON.stringify(body)).toBe(valid);
    }
  });

  it("keeps the launch request's fields typed for code generators: no anyOf beside properties", () => {
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      for (const [path, node] of walk(schema)) {
        if (node && typeof node === "object" && "properties" in node)
          expect("anyOf" in node || "oneOf" in node, `${name} ${path}`).toBe(false);
      }
    }
    const [fields, alternatives] = document.components.schemas.LaunchRequest!.allOf as JsonSchema[];
    expect(Object.keys(fields!.properties ?? {})).toEqual(
      expect.arrayContaining(["symbol", "slug", "external_player_id", "return_url", "device"]),
    );
    expect(fields!.required).toEqual(["external_player_id"]);
    expect(alternatives).toEqual({ anyOf: [{ required: ["symbol"] }, { required: ["slug"] }] });
  });

  it("types return_url as a URI and provider_id as one of the contract's two ids", () => {
    const launch = (document.components.schemas.LaunchRequest!.allOf as JsonSchema[])[0]!;
    expect(launch.properties?.return_url).toMatchObject({ type: "string", format: "uri" });
    expect(document.components.schemas.Game!.properties?.provider_id).toMatchObject({
      enum: ["provider_a", "provider_b"],
    });
    expect(document.components.schemas.CatalogData!.properties?.provider_id).toMatchObject({
      anyOf: [{ type: "string", enum: ["provider_a", "provider_b"] }, { type: "null" }],
    });
    expect(
      validator.checkSchema("Game", {
        ...(document.components.schemas.Game!.examples as object[])[0],
        provider_id: "provider_z",
      }),
    ).not.toEqual([]);
  });

  it("documents the 405 and the 431 of every operation", () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.responses["405"], `${method} ${path}`).toEqual({
          $ref: "#/components/responses/MethodNotAllowed",
        });
        expect(operation.responses["431"], `${method} ${path}`).toEqual({
          $ref: "#/components/responses/RequestHeaderTooLarge",
        });
      }
    }
  });

  it("describes the four wallet callbacks as webhooks: the bodies and signed headers we send, the answers we read", () => {
    const names = walletHeaderNames();
    expect(Object.keys(document.webhooks).sort()).toEqual(WALLET_CALLBACK_TYPES.map((type) => `wallet-${type}`).sort());
    for (const type of WALLET_CALLBACK_TYPES) {
      const operation = document.webhooks[`wallet-${type}`]!.post;
      expect(operation.description).toContain(`POST {wallet_base_url}/${type}`);
      expect(operation.requestBody?.content["application/json"]?.schema).toEqual({
        $ref: "#/components/schemas/WalletCallbackRequest",
      });
      const headers = (operation.parameters ?? []) as OpenApiParameter[];
      expect(headers.map((header) => [header.in, header.name, header.required])).toEqual([
        ["header", names.requestId, true],
        ["header", names.timestamp, true],
        ["header", names.signature, true],
      ]);
      expect(Object.keys(operation.responses)).toEqual(["200", "400", "401"]);

      // What the wallet client really sends for this type conforms.
      const body: WalletCallbackBody = {
        operator_id: "alpha-casino",
        player_id: "player-1",
        session_id: "ses_1",
        game_symbol: "vs20aurora",
        currency: "EUR",
        request_id: "req_1",
        transaction_id: `${type}_1`,
        transaction_type: type,
        action_type: { balance: "balance", debit: "bet", credit: "win", rollback: "rollback" }[type],
        amount: type === "balance" ? "0.00" : "12.30",
        ...(type === "rollback" ? { original_transaction_id: "debit_1" } : {}),
      };
      const rawBody = encodeWalletCallbackBody(body);
      expect(validator.checkSchema("WalletCallbackRequest", JSON.parse(rawBody)), type).toEqual([]);
      const sent = signedWalletHeaders({
        secret: "s".repeat(64),
        rawBody,
        requestId: "req_1",
        timestamp: 1_767_225_600,
      });
      for (const header of headers) {
        expect(sent[header.name], header.name).toBeDefined();
        expect(validator.checkValue(header.schema, sent[header.name]), header.name).toEqual([]);
      }
    }
    const answers = document.webhooks["wallet-debit"]!.post.responses as Record<string, OpenApiResponse>;
    expect(answers["200"]!.content?.["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/WalletSuccessResponse",
    });
    expect(answers["401"]!.content?.["application/json"]?.example).toEqual({
      success: false,
      error: "invalid_signature",
    });
    expect(
      validator.checkSchema("WalletSuccessResponse", { success: true, balance: "99.80", currency: "EUR" }),
    ).toEqual([]);
    expect(validator.checkSchema("WalletCallbackRequest", { ...JSON.parse("{}"), amount: "1.00" })).not.toEqual([]);
  });

  it("describes responses strictly: an undocumented field fails validation", () => {
    expect(validator.checkSchema("ProviderError", { success: false, detail: "x", stack: "at foo.ts:1" })).not.toEqual(
      [],
    );
    expect(
      validator.checkSchema("LaunchResult", { ...validLaunchResult(), expires_at: "2026-01-01 12:00" }),
    ).not.toEqual([]);
    expect(validator.checkSchema("LaunchResult", validLaunchResult())).toEqual([]);
  });
});

function validLaunchResult() {
  return {
    symbol: "vs20aurora",
    slug: "aurora-nights",
    currency: "EUR",
    session_id: "ses_1",
    launch_url: "https://games.example.com/play/vs20aurora?token=abc",
    expires_at: "2026-01-01T12:00:00.000+02:00",
  };
}
