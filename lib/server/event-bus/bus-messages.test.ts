import { describe, expect, it } from "vitest";
import { busSubject, decodeNotifyPayload, encodeNotifyPayloads, notifyChannel, parseBusSequence } from "./bus-messages";

describe("event bus messages", () => {
  it("split many events into NOTIFY payloads under PostgreSQL's 8000-byte limit, losing none", () => {
    const events = Array.from({ length: 1000 }, (_, index) => ({
      key: `ses_${String(index).padStart(24, "0")}`,
      data: JSON.stringify({ kind: "balance", requestId: "r".repeat(128), reason: 'x\n"y' }),
    }));
    const payloads = encodeNotifyPayloads(events);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const decoded = payloads.flatMap((payload) => decodeNotifyPayload("gp.realtime", payload));
    expect(decoded).toEqual(events.map(({ key, data }) => ({ subject: `gp.realtime.${key}`, data, sequence: null })));
  });

  it("ignores NOTIFY payloads the bus did not write", () => {
    expect(decodeNotifyPayload("gp.realtime", "not json")).toEqual([]);
    expect(decodeNotifyPayload("gp.realtime", '{"kind":"balance"}')).toEqual([]);
    expect(decodeNotifyPayload("gp.realtime", '[["ses_a", 1], "x"]')).toEqual([]);
  });

  it("names subjects and channels, refusing keys NATS cannot carry", () => {
    expect(busSubject("gp.realtime", "ses_Ab1")).toBe("gp.realtime.ses_Ab1");
    expect(() => busSubject("gp.realtime", "a.b")).toThrow();
    expect(() => busSubject("gp.realtime", "*")).toThrow();
    expect(() => busSubject("gp.realtime", "")).toThrow();
    expect(notifyChannel("gp.cache.version")).toBe("gp_cache_version");
  });

  it("reads a Last-Event-ID as a bus sequence only when it is a whole number", () => {
    expect(parseBusSequence("42")).toBe(42);
    expect(parseBusSequence(" 0 ")).toBe(0);
    for (const text of [null, "", "-1", "4.2", "abc", "1".repeat(16)]) expect(parseBusSequence(text)).toBeNull();
  });
});
