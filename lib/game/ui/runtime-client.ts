import type { z } from "zod";
import {
  IDEMPOTENCY_KEY_HEADER,
  balanceResponseSchema,
  promotionOptInResponseSchema,
  sessionPromotionsResponseSchema,
  roundResponseSchema,
  sessionRoundsResponseSchema,
  runtimeErrorResponseSchema,
  runtimePaths,
  spinResponseSchema,
  stateResponseSchema,
  type BalanceResponse,
  type PromotionOptInResponse,
  type SessionPromotionsResponse,
  type RoundResponse,
  type SessionRoundsResponse,
  type SpinRequest,
  type SpinResponse,
  type StateResponse,
} from "@/lib/contract/runtime-api";

// The game page's calls to its runtime API (same origin; the HttpOnly session cookie rides along). Every answer
// is checked against the runtime contract; every failure becomes a RuntimeCallError with the server's stable
// code (insufficient_funds, session_expired, …) or "network"/"bad_response", so the page can say it plainly.

export class RuntimeCallError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    detail: string,
  ) {
    super(detail);
    this.name = "RuntimeCallError";
  }
}

async function call<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  init?: RequestInit,
): Promise<z.infer<Schema>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      cache: "no-store",
      headers: {
        ...init?.headers,
        accept: "application/json",
        ...(init?.body ? { "content-type": "application/json" } : {}),
      },
    });
  } catch (error) {
    throw new RuntimeCallError("network", 0, error instanceof Error ? error.message : "network error");
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = runtimeErrorResponseSchema.safeParse(body);
    if (problem.success) throw new RuntimeCallError(problem.data.error, response.status, problem.data.detail);
    throw new RuntimeCallError(`http_${response.status}`, response.status, `HTTP ${response.status}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new RuntimeCallError("bad_response", response.status, "The game server sent an answer the page cannot read");
  return parsed.data;
}

export function fetchState(sessionId: string): Promise<StateResponse> {
  return call(runtimePaths.state(sessionId), stateResponseSchema);
}

export function fetchBalance(sessionId: string): Promise<BalanceResponse> {
  return call(runtimePaths.balance(sessionId), balanceResponseSchema);
}

const SPIN_RETRIES = 3;
const SPIN_RETRY_DELAY_MS = 1_000;

/**
 * One spin under a fresh Idempotency-Key. When its answer is lost on the way (network), the same spin is asked
 * again with the same key: the server answers from the round it already played instead of betting twice (and
 * says round_in_progress while that round is still being played).
 */
export async function postSpin(sessionId: string, request: SpinRequest): Promise<SpinResponse> {
  const init = {
    method: "POST",
    body: JSON.stringify(request),
    headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(runtimePaths.spin(sessionId), spinResponseSchema, init);
    } catch (error) {
      const retry =
        error instanceof RuntimeCallError &&
        (error.code === "network" || (attempt > 0 && error.code === "round_in_progress"));
      if (!retry || attempt >= SPIN_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, SPIN_RETRY_DELAY_MS));
    }
  }
}

/** 128 random bits as hex (getRandomValues works on plain http too, unlike randomUUID). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function fetchRounds(sessionId: string, limit: number): Promise<SessionRoundsResponse> {
  return call(runtimePaths.rounds(sessionId, limit), sessionRoundsResponseSchema);
}

export function fetchRound(sessionId: string, roundId: string): Promise<RoundResponse> {
  return call(runtimePaths.round(sessionId, roundId), roundResponseSchema);
}

export function fetchPromotions(sessionId: string): Promise<SessionPromotionsResponse> {
  return call(runtimePaths.promotions(sessionId), sessionPromotionsResponseSchema);
}

export function postPromotionOptIn(sessionId: string, promotionId: string): Promise<PromotionOptInResponse> {
  return call(runtimePaths.promotionOptIn(sessionId, promotionId), promotionOptInResponseSchema, { method: "POST" });
}

/** Codes that mean the session can no longer be played from this page. */
export const SESSION_GONE_CODES = {
  session_expired: "expired",
  session_ended: "ended",
  unauthenticated: "missing",
} as const;
