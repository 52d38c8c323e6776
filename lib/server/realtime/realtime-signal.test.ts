import { describe, expect, it } from "vitest";
import { decodeRealtimeSignal, encodeRealtimeSignal, realtimePlayerKey, REALTIME_TOPIC } from "./realtime-signal";

const asBusEvents = (events: { key: string; data: string }[]) =>
  events.map(({ key, data }) => ({ subject: `${REALTIME_TOPIC}.${key}`, data, sequence: 7 }));

describe("realtime signals on the event bus", () => {
  it("travel on their player's subject, one event for the player's sessions", () => {
    const events = encodeRealtimeSignal({
      kind: "balance",
      operatorId: "op_casino",
      playerId: "player 1/é",
      sessionIds: ["ses_a", "ses_b"],
      requestId: "r1",
      reason: "deposit",
    });
    expect(events).toHaveLength(1);
    expect(events[0]!.key).toBe(realtimePlayerKey({ operatorId: "op_casino", playerId: "player 1/é" }));
    // One NATS subject token whatever the player id holds, and the same player always has the same one.
    expect(events[0]!.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(realtimePlayerKey({ operatorId: "op_other", playerId: "player 1/é" })).not.toBe(events[0]!.key);
    expect(asBusEvents(events).map(decodeRealtimeSignal)).toEqual([
      { kind: "balance", sessionIds: ["ses_a", "ses_b"], requestId: "r1", reason: "deposit" },
    ]);
  });

  it("split a player's many sessions over events small enough for a NOTIFY payload", () => {
    const sessionIds = Array.from({ length: 250 }, (_, index) => `ses_${String(index).padStart(24, "0")}`);
    const events = encodeRealtimeSignal({
      kind: "session",
      state: "ended",
      operatorId: "o",
      playerId: "p",
      sessionIds,
    });
    expect(events).toHaveLength(3);
    for (const event of events) expect(Buffer.byteLength(event.data)).toBeLessThan(7000);
    const decoded = asBusEvents(events).map(decodeRealtimeSignal);
    expect(decoded.flatMap((signal) => signal!.sessionIds)).toEqual(sessionIds);
    expect(decoded.every((signal) => signal!.kind === "session" && signal!.state === "ended")).toBe(true);
  });

  it("ignores events that are not our signals", () => {
    const event = (subject: string, data: string) => ({ subject, data, sequence: null });
    expect(decodeRealtimeSignal(event("gp.realtime.k", "not json"))).toBeNull();
    expect(decodeRealtimeSignal(event("gp.realtime.k", '{"kind":"reboot","sessionIds":["s"]}'))).toBeNull();
    // An event of the earlier one-session-per-event shape (a rolling deploy) names no sessions: ignored.
    expect(decodeRealtimeSignal(event("gp.realtime.ses_a", '{"kind":"session","state":"ended"}'))).toBeNull();
    expect(
      decodeRealtimeSignal(event("gp.realtime.k", '{"kind":"session","state":"ended","sessionIds":[]}')),
    ).toBeNull();
    expect(
      decodeRealtimeSignal(event("gp.cache.version", '{"kind":"session","state":"ended","sessionIds":["s"]}')),
    ).toBeNull();
  });
});
