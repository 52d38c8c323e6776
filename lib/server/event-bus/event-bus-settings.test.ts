import { afterEach, describe, expect, it, vi } from "vitest";
import { eventBusSettings } from "./event-bus-settings";

afterEach(() => vi.unstubAllEnvs());

describe("eventBusSettings", () => {
  it("has no NATS servers and a five-minute retention by default", () => {
    vi.stubEnv("EVENT_BUS_URL", "");
    vi.stubEnv("EVENT_BUS_RETENTION_SECONDS", "");
    expect(eventBusSettings()).toEqual({ natsServers: null, retentionSeconds: 300 });
  });

  it("takes one NATS server or a cluster's, and the retention", () => {
    vi.stubEnv("EVENT_BUS_URL", "nats://n1:4222, nats://n2:4222,tls://n3.example.com:4222");
    vi.stubEnv("EVENT_BUS_RETENTION_SECONDS", "60");
    expect(eventBusSettings()).toEqual({
      natsServers: ["nats://n1:4222", "nats://n2:4222", "tls://n3.example.com:4222"],
      retentionSeconds: 60,
    });
  });

  it("refuses a URL that is not NATS and a retention that is not a positive whole number", () => {
    for (const url of ["redis://127.0.0.1:6379", "127.0.0.1:4222", "nats://a:4222,", "nats://a b:4222"]) {
      vi.stubEnv("EVENT_BUS_URL", url);
      expect(() => eventBusSettings(), url).toThrow(expect.objectContaining({ code: "configuration_error" }));
    }
    vi.stubEnv("EVENT_BUS_URL", "nats://127.0.0.1:4222");
    for (const seconds of ["0", "-5", "five minutes"]) {
      vi.stubEnv("EVENT_BUS_RETENTION_SECONDS", seconds);
      expect(() => eventBusSettings(), seconds).toThrow(expect.objectContaining({ code: "configuration_error" }));
    }
  });
});
