import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

// The platform's one structured logger: JSON lines on stdout (pino), level from LOG_LEVEL (default info), each
// line carrying the request id of the request it belongs to. Secrets never reach the output:
// - fields named like credentials (keys, tokens, secrets, signatures, cookies, authorization, passwords, launch
//   URLs) are replaced by "[redacted]" wherever they sit, up to three levels deep;
// - text (messages, error messages and stacks, every string field) is scrubbed of API keys (gpk_/gpm_…), bearer
//   tokens, token-like query parameters and game session cookies.

export interface RequestContext {
  requestId: string;
}

const contextHolder = globalThis as { __gpRequestContext?: AsyncLocalStorage<RequestContext> };
/** The request being served (shared by every bundle that loads this module). */
export const requestContext: AsyncLocalStorage<RequestContext> = (contextHolder.__gpRequestContext ??=
  new AsyncLocalStorage());

const SECRET_FIELDS = [
  "apiKey",
  "api_key",
  "key",
  "masterKey",
  "operatorKey",
  "token",
  "launchToken",
  "cookieToken",
  "accessToken",
  "secret",
  "walletSecret",
  "signingSecret",
  "signature",
  "password",
  "authorization",
  "cookie",
  "launchUrl",
  "launch_url",
  '"set-cookie"',
  '"x-provider-api-key"',
  '"x-api-key"',
  '"x-platform-signature"',
  '"x-metrics-token"',
];

function redactPaths(): string[] {
  const paths: string[] = [];
  for (const field of SECRET_FIELDS) {
    const access = field.startsWith('"') ? `[${field}]` : `.${field}`;
    const top = field.startsWith('"') ? `[${field}]` : field;
    paths.push(top, `*${access}`, `*.*${access}`);
  }
  return paths;
}

const TEXT_SECRETS: [RegExp, string][] = [
  [/\b(gp[km]_)[A-Za-z0-9]{8,}/g, "$1[redacted]"],
  [/\b(Bearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi, "$1[redacted]"],
  [/([?&#](?:token|key|api_key|apikey|access_token|secret|signature|password)=)[^&#\s"'<>]+/gi, "$1[redacted]"],
  [/\b(gp_rt_[A-Za-z0-9_-]+=)[^;\s"',]+/g, "$1[redacted]"],
];

/** Removes secrets from free text (messages, error messages, stacks). */
export function scrubSecrets(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of TEXT_SECRETS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return scrubSecrets(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return serializeError(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([field, item]) => [field, scrubValue(item, depth + 1)]));
}

function serializeError(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  return scrubValue({ ...serialized }, 1) as Record<string, unknown>;
}

/** What every line of both loggers carries: level (by name), time, service. */
function lineShape(): pino.LoggerOptions & { formatters: NonNullable<pino.LoggerOptions["formatters"]> } {
  return {
    level: process.env.LOG_LEVEL?.trim() || "info",
    base: { service: "game-provider-platform" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
}

/** The logger's configuration on any destination (stdout for the app; tests pass their own). */
export function createLogger(destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    ...lineShape(),
    formatters: {
      ...lineShape().formatters,
      // Runs on every line's merged fields before redaction: scrub the text of every string field.
      log: (fields) => scrubValue(fields, 0) as Record<string, unknown>,
    },
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: redactPaths(), censor: "[redacted]" },
    mixin: () => {
      const context = requestContext.getStore();
      return context ? { request_id: context.requestId } : {};
    },
    hooks: {
      // Message strings (and printf-style arguments) are scrubbed too.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? scrubSecrets(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A request's access log line: fixed fields, of which only the path is text the client chose. */
export interface RequestLine {
  method: string;
  route: string;
  path: string;
  status: number;
  duration_ms: number;
  request_id: string;
  served_by?: string;
}

/**
 * The access log: one line per request, of known fields, so it skips the generic field redaction and string
 * scrubbing that every other line gets (measured: they were most of the logging cost of a request); the path alone
 * is scrubbed. Same JSON shape, level and time as the logger's.
 */
export function createAccessLog(destination?: DestinationStream): (line: RequestLine) => void {
  const access = destination ? pino(lineShape(), destination) : pino(lineShape());
  return (line) => {
    const scrubbed = { ...line, path: scrubSecrets(line.path) };
    if (line.status >= 500) access.error(scrubbed, "request failed");
    else access.info(scrubbed, "request");
  };
}

const loggerHolder = globalThis as { __gpLogger?: Logger; __gpAccessLog?: (line: RequestLine) => void };
export const logger: Logger = (loggerHolder.__gpLogger ??= createLogger());
/** Writes a request's access log line (an error line for a 5xx). */
export const logRequest: (line: RequestLine) => void = (loggerHolder.__gpAccessLog ??= createAccessLog());
