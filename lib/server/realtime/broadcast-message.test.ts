import { describe, expect, it } from "vitest";
import { broadcastKey, decodeBroadcast, encodeBroadcast, inAudience, type Broadcast } from "./broadcast-message";

describe("broadcasts on the event bus", () => {
  it("travel as one event of their channel and decode to the same broadcast", () => {
    const broadcast: Broadcast = {
      channel: "jackpot-mega",
      audience: { operatorId: "op_1" },
      payload: { amount: "1234.50", currency: "EUR" },
    };
    const { key, data } = encodeBroadcast(broadcast);
    expect(key).toBe("jackpot-mega");
    expect(decodeBroadcast({ subject: `gp.broadcast.${key}`, data, sequence: 3 })).toEqual(broadcast);
  });

  it("refuse channels that are no bus key and payloads too large for one NOTIFY", () => {
    expect(() => encodeBroadcast({ channel: "a.b", audience: {}, payload: 1 })).toThrow();
    expect(() => encodeBroadcast({ channel: "ticker", audience: {}, payload: "x".repeat(5000) })).toThrow();
  });

  it("ignore events that are not broadcasts", () => {
    expect(decodeBroadcast({ subject: "gp.broadcast.ticker", data: "not json", sequence: null })).toBeNull();
    expect(decodeBroadcast({ subject: "gp.realtime.ticker", data: '{"payload":1}', sequence: null })).toBeNull();
  });

  it("reach the pages of their audience, and coalesce per channel and audience", () => {
    const page = { operatorId: "op_1", gameSymbol: "fruits" };
    expect(inAudience({}, page)).toBe(true);
    expect(inAudience({ operatorId: "op_1", gameSymbol: "fruits" }, page)).toBe(true);
    expect(inAudience({ operatorId: "op_2" }, page)).toBe(false);
    expect(inAudience({ gameSymbol: "gems" }, page)).toBe(false);
    const ticker = (operatorId?: string): Broadcast => ({ channel: "ticker", audience: { operatorId }, payload: 1 });
    expect(broadcastKey(ticker("op_1"))).not.toBe(broadcastKey(ticker()));
    expect(broadcastKey(ticker("op_1"))).toBe(broadcastKey({ ...ticker("op_1"), payload: 2 }));
  });
});
