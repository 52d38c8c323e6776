import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spinRequestSchema, spinResponseSchema } from "@/lib/contract/runtime-api";
import {
  brokenJsonBody,
  FUZZ_PROPERTIES,
  FUZZ_TIMEOUT,
  fewerRuns,
  mutated,
  oddContentType,
  oversizeBodyBytes,
} from "@/tests/integration/support/fuzz-generators";
import {
  describeRequest,
  JSON_CONTENT_TYPE,
  statusTally,
  type RawRequest,
} from "@/tests/integration/support/fuzz-http";
import { canQueryDatabase } from "@/tests/integration/support/provider-fixtures";
import {
  ownCookie,
  PREFIX,
  send,
  sendAndCheck,
  STORED_STATE_PARTS,
  storedState,
  setUpRuntimeFuzzWorld,
  world,
  type SessionName,
} from "@/tests/integration/support/runtime-fuzz-setup";

// Runtime fuzzing (see runtime-fuzz-setup.ts), part two: spin bodies, generated, mutated, broken and oversized.

setUpRuntimeFuzzWorld();
const { sessions, mainRoundIds } = world;
const { remember, expectSuccessAndRejection } = statusTally();

/** Bet values that are nearly right: negative, decimal, huge, the right number as the wrong type, odd decimal text. */
const nearBet = fc.constantFrom<unknown>(
  -1,
  0,
  -0,
  1.5,
  0.01,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  "1",
  "10",
  " 1",
  "0.01",
  "-0.01",
  "0.010",
  "0.1",
  ".01",
  "1e-2",
  "0.001",
  "0,01",
  "０.０１",
  "0.01\u0000",
  "999999999999.99999999",
  "9999999999999",
  "00000000000.01",
  "",
  true,
  "true",
  null,
  [],
  [1],
  {},
  { betLevel: 1 },
);

describe("spin", FUZZ_TIMEOUT, () => {
  const spinTarget = fc.oneof(
    { arbitrary: fc.constant<SessionName>("main"), weight: 5 },
    { arbitrary: fc.constant<SessionName>("pharaoh"), weight: 2 },
    { arbitrary: fc.constant<SessionName>("broke"), weight: 1 },
  );
  const spinBody = mutated(
    fc.record(
      {
        betLevel: fc.constantFrom(1, 2, 3, 5, 7, 10, 50),
        coinValue: fc.constantFrom("0.01", "0.02", "0.05", "0.10", "0.03"),
        buyFeature: fc.boolean(),
      },
      { requiredKeys: ["betLevel", "coinValue"] },
    ),
    ["betLevel", "coinValue", "buyFeature"],
    fc.oneof(nearBet, nearBet),
    ["betlevel"],
  );
  const cents = (amount: string) => BigInt(amount.replace(".", ""));

  it("generated and mutated spin requests: wrong types, missing and unknown fields, odd bets", async () => {
    await fc.assert(
      fc.asyncProperty(spinTarget, spinBody, async (name, body) => {
        const session = sessions[name];
        const game = session.game!;
        const text = JSON.stringify(body);
        const request: RawRequest = {
          method: "POST",
          path: `${PREFIX}/${session.id}/spin`,
          headers: [JSON_CONTENT_TYPE, ownCookie(session)],
          body: text,
        };
        const response = await sendAndCheck(request, [200, 400, 402, 413]);
        remember("spin", response.status);
        const what = describeRequest(request, response);

        // What the server sees is the JSON text, read back.
        const parsed = spinRequestSchema.safeParse(JSON.parse(text));
        if (!parsed.success) {
          expect(response.status, what).toBe(Buffer.byteLength(text) > 64 * 1024 ? 413 : 400);
          return;
        }
        const bet = parsed.data;
        const offered =
          game.betLevels.includes(bet.betLevel) &&
          game.coinValues.includes(bet.coinValue) &&
          (bet.buyFeature !== true || game.buyFeature !== undefined);
        if (!game.betLevels.includes(bet.betLevel)) expect(JSON.parse(response.body).error, what).toBe("invalid_bet");
        if (offered) expect(response.status, what).toBe(session.broke ? 402 : 200);
        if (response.status === 402) expect(JSON.parse(response.body).error, what).toBe("insufficient_funds");
        if (response.status === 200) {
          const spin = spinResponseSchema.parse(JSON.parse(response.body));
          const buy = bet.buyFeature === true;
          expect(spin.round).toMatchObject({ betLevel: bet.betLevel, boughtFeature: buy, currency: "EUR" });
          expect(Number(spin.round.coinValue), what).toBe(Number(bet.coinValue));
          const stake = BigInt(game.lines * bet.betLevel * (buy ? game.buyFeature!.costMultiplier : 1));
          expect(cents(spin.round.bet), what).toBe(stake * cents(spin.round.coinValue));
          if (name === "main") mainRoundIds.push(spin.round.id);
        }
      }),
      FUZZ_PROPERTIES,
    );
  });

  it("broken JSON, raw bytes and odd content types", async () => {
    const validText = JSON.stringify({ betLevel: 1, coinValue: "0.01" });
    const body = brokenJsonBody(validText, [
      '{"betLevel":1e400,"coinValue":"0.01"}',
      '{"betLevel":1.0,"coinValue":"0.01"}',
      '{"betLevel":1,"coinValue":"0.01","betLevel":"1"}',
      '{"betLevel":99999999999999999999999999999999,"coinValue":"0.01"}',
      '{"betLevel":-1,"coinValue":"-0.01"}',
      '{"__proto__":{"betLevel":1},"coinValue":"0.01"}',
      '{"betLevel":1,"coinValue":"0.01","buyFeature":"yes"}',
      validText + "\u0000",
    ]);
    await fc.assert(
      fc.asyncProperty(body, oddContentType, fc.boolean(), async (payload, type, chunked) => {
        const headers: Array<[string, string]> = [
          ownCookie(sessions.main),
          ...(type ? ([["content-type", type]] as Array<[string, string]>) : []),
        ];
        const request: RawRequest = {
          method: "POST",
          path: `${PREFIX}/${sessions.main.id}/spin`,
          headers,
          body: payload,
          chunked,
        };
        const response = await sendAndCheck(request, [200, 400]);
        remember("spin", response.status);
        // The body is read as UTF-8 JSON whatever the content type says; what does not parse is invalid_json.
        const bytes = typeof payload === "string" ? Buffer.from(payload, "utf8") : payload;
        let readable = true;
        try {
          const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
          JSON.parse(text);
          readable = text.trim().length > 0;
        } catch {
          readable = false;
        }
        if (!readable) expect(JSON.parse(response.body).error, describeRequest(request, response)).toBe("invalid_json");
        if (response.status === 200) mainRoundIds.push(spinResponseSchema.parse(JSON.parse(response.body)).round.id);
      }),
      FUZZ_PROPERTIES,
    );
  });

  it("bodies over the limit, with and without Content-Length, are 413 and change nothing", async () => {
    await fc.assert(
      fc.asyncProperty(oversizeBodyBytes, fc.boolean(), async (bytes, chunked) => {
        const body = JSON.stringify({ betLevel: 1, coinValue: "0.01", padding: "x".repeat(bytes) });
        const response = await sendAndCheck(
          {
            method: "POST",
            path: `${PREFIX}/${sessions.main.id}/spin`,
            headers: [JSON_CONTENT_TYPE, ownCookie(sessions.main)],
            body,
            chunked,
          },
          [413],
        );
        expect(JSON.parse(response.body).error).toBe("payload_too_large");
      }),
      fewerRuns(8),
    );
  });
});

describe("the fuzzing itself", () => {
  it("reached both success and rejection on spin", () => {
    expectSuccessAndRejection(["spin"]);
  });

  it.runIf(canQueryDatabase)(
    "was able to see the database, and a write in it (so the nothing-written checks ran)",
    async () => {
      const before = await storedState();
      expect(before?.sessions).toMatch(/^[0-9a-f]{32}$/);
      const spin = await send({
        method: "POST",
        path: `${PREFIX}/${sessions.main.id}/spin`,
        headers: [JSON_CONTENT_TYPE, ownCookie(sessions.main)],
        body: JSON.stringify({ betLevel: 1, coinValue: "0.01" }),
      });
      expect(spin.status).toBe(200);
      const { round } = spinResponseSchema.parse(JSON.parse(spin.body));
      const after = await storedState();
      for (const part of STORED_STATE_PARTS) {
        // A win equal to the bet leaves the balance where it was.
        if (part === "demoBalances" && round.win === round.bet) continue;
        expect(after?.[part], part).not.toBe(before?.[part]);
      }
    },
  );
});
