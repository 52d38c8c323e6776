import { describe, expect, it } from "vitest";
import { requestIdFrom, routeTemplate } from "./observe-request";

describe("routeTemplate", () => {
  it("names each parameter's segment, so metrics labels do not grow with symbols and session ids", () => {
    expect(routeTemplate("/api/provider/v1/games", {})).toBe("/api/provider/v1/games");
    expect(routeTemplate("/api/provider/v1/games/vs20aurora", { symbol: "vs20aurora" })).toBe(
      "/api/provider/v1/games/[symbol]",
    );
    expect(routeTemplate("/api/provider/v1/game-art/a%20b", { symbol: "a b" })).toBe(
      "/api/provider/v1/game-art/[symbol]",
    );
    expect(routeTemplate("/api/runtime/sessions/ses_1/rounds/rnd_2", { sessionId: "ses_1", roundId: "rnd_2" })).toBe(
      "/api/runtime/sessions/[sessionId]/rounds/[roundId]",
    );
    expect(routeTemplate("/api/runtime/x/y/z", { path: ["x", "y", "z"] })).toBe("/api/runtime/[...path]");
  });
});

describe("requestIdFrom", () => {
  it("keeps a caller's sane request id and replaces anything else with a fresh one", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "lobby-42.a:b_C" }))).toBe("lobby-42.a:b_C");
    for (const headers of [
      new Headers(),
      new Headers({ "x-request-id": "has space" }),
      new Headers({ "x-request-id": "x".repeat(129) }),
      new Headers({ "x-request-id": "<script>" }),
    ]) {
      expect(requestIdFrom(headers)).toMatch(/^req_[A-Za-z0-9]{22}$/);
    }
    expect(requestIdFrom(new Headers())).not.toBe(requestIdFrom(new Headers()));
  });
});
