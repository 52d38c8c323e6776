import { describe, expect, it } from "vitest";
import { decodeRealtimeSignal, encodeRealtimeSignal, type RealtimeSignal } from "./realtime-signal";

describe("realtime signal payloads", () => {
  it("split many sessions into NOTIFY payloads under PostgreSQL's 8000-byte limit, losing none", () => {
    const sessionIds = Array.from({ length: 1000 }, (_, index) => `ses_${String(index).padStart(24, "0")}`);
    const signal: RealtimeSignal = { kind: "balance", sessionIds, requestId: "r".repeat(128), reason: "x".repeat(64) };
    const payloads = encodeRealtimeSignal(signal);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const decoded = payloads.map((payload) => decodeRealtimeSignal(payload)!);
    expect(decoded.flatMap((part) => part.sessionIds)).toEqual(sessionIds);
    for (const part of decoded)
      expect(part).toMatchObject({ kind: "balance", requestId: signal.requestId, reason: signal.reason });
  });

  it("carries a session signal whole when it is small", () => {
    const signal: RealtimeSignal = { kind: "session", sessionIds: ["ses_a", "ses_b"], state: "ended" };
    expect(encodeRealtimeSignal(signal).map(decodeRealtimeSignal)).toEqual([signal]);
  });

  it("ignores payloads that are not our signals", () => {
    expect(decodeRealtimeSignal("not json")).toBeNull();
    expect(decodeRealtimeSignal('{"kind":"balance","sessionIds":"ses_a"}')).toBeNull();
    expect(decodeRealtimeSignal('{"kind":"reboot","sessionIds":[]}')).toBeNull();
  });
});
