import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/base/errors";
import { gameBaseUrl, launchSessionTtlSeconds } from "./launch-settings";

afterEach(() => vi.unstubAllEnvs());

function configurationError(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a configuration error");
}

describe("gameBaseUrl", () => {
  it("uses GAME_BASE_URL without its trailing slash", () => {
    vi.stubEnv("APP_ENV", "production");
    vi.stubEnv("GAME_BASE_URL", "https://games.example.com/provider/");
    expect(gameBaseUrl("http://fallback")).toBe("https://games.example.com/provider");
  });

  it("refuses in production and staging without a valid https GAME_BASE_URL", () => {
    for (const appEnv of ["production", "staging"]) {
      vi.stubEnv("APP_ENV", appEnv);
      for (const value of ["", "http://games.example.com", "not a url", "ftp://games.example.com"]) {
        vi.stubEnv("GAME_BASE_URL", value);
        const error = configurationError(() => gameBaseUrl("https://fallback.example.com"));
        expect(error.code).toBe("configuration_error");
        expect(error.status).toBe(500);
      }
    }
  });

  it("falls back to the request's address elsewhere, but never accepts a malformed value", () => {
    vi.stubEnv("APP_ENV", "development");
    vi.stubEnv("GAME_BASE_URL", "");
    expect(gameBaseUrl("http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
    vi.stubEnv("GAME_BASE_URL", "http://localhost:4000");
    expect(gameBaseUrl("http://127.0.0.1:3000")).toBe("http://localhost:4000");
    vi.stubEnv("GAME_BASE_URL", "localhost:4000/games");
    expect(configurationError(() => gameBaseUrl("http://127.0.0.1:3000")).code).toBe("configuration_error");
  });
});

describe("launchSessionTtlSeconds", () => {
  it("defaults to 30 minutes and follows LAUNCH_SESSION_TTL_SECONDS", () => {
    vi.stubEnv("LAUNCH_SESSION_TTL_SECONDS", "");
    expect(launchSessionTtlSeconds()).toBe(1800);
    vi.stubEnv("LAUNCH_SESSION_TTL_SECONDS", "90");
    expect(launchSessionTtlSeconds()).toBe(90);
    vi.stubEnv("LAUNCH_SESSION_TTL_SECONDS", "-5");
    expect(configurationError(() => launchSessionTtlSeconds()).code).toBe("configuration_error");
  });
});
