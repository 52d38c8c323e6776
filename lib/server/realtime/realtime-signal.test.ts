import { describe, expect, it } from "vitest";
import { decodeRealtimeSignal, encodeRealtimeSignal, type RealtimeSignal } from "./realtime-signal";

describe("realtime signals on the event bus", () => {
  it("become one event per session, each decoding to the signal for its session", () => {
    const signal: RealtimeSignal = {
      kind: "balance",
      sessionIds: ["ses_a", "ses_b"],
      requestId: "r1",
      reason: "deposit",
    };
    const events = encodeRealtimeSignal(signal).map(({ key, data }) => ({
      subject: `gp.realtime.${key}`,
      data,
      sequence: 7,
    }));
    expect(events.map(decodeRealtimeSignal)).toEqual([
      { kind: "balance", sessionIds: ["ses_a"], requestId: "r1", reason: "deposit" },
      { kind: "balance", sessionIds: ["ses_b"], requestId: "r1", reason: "deposit" },
    ]);
  });

  it("ignores events that are not our signals", () => {
    const event = (subject: string, data: string) => ({ subject, data, sequence: null });
    expect(decodeRealtimeSignal(event("gp.realtime.ses_a", "not json"))).toBeNull();
    expect(decodeRealtimeSignal(event("gp.realtime.ses_a", '{"kind":"reboot"}'))).toBeNull();
    expect(decodeRealtimeSignal(event("gp.cache.version", '{"kind":"session","state":"ended"}'))).toBeNull();
  });
});
