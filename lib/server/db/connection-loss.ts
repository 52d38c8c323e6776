import { logger } from "@/lib/server/observability/logger";

// A lost database connection (the server restarted or terminated our backend, the network dropped, the server
// refuses new connections for a moment) as opposed to an error of the statement itself. A read that hit one is
// sent once more on a fresh connection (both database paths use this: direct-sql.ts and the Prisma adapter in
// connection.ts); a write is never resent here, because whether it committed is unknown — its caller decides.

/** SQLSTATEs of a connection that was lost or could not be made (class 08, and the server shutting us out). */
const CONNECTION_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const CONNECTION_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** Prisma's own codes for an unreachable or vanished server. */
const CONNECTION_PRISMA_CODES = new Set(["P1001", "P1002", "P1017"]);
/** Driver adapter error kinds (Prisma 7) that mean the connection, not the statement, failed. */
const CONNECTION_ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
const CONNECTION_MESSAGES =
  /Connection terminated|terminating connection|connection (?:error|is closed|ended)|not queryable|is not currently accepting connections|server closed the connection|Client was closed/i;

function isConnectionLevel(value: Record<string, unknown>): boolean {
  const code =
    typeof value.code === "string" ? value.code : typeof value.originalCode === "string" ? value.originalCode : null;
  if (
    code &&
    (CONNECTION_SQLSTATES.has(code) ||
      code.startsWith("08") ||
      CONNECTION_NODE_CODES.has(code) ||
      CONNECTION_PRISMA_CODES.has(code))
  ) {
    return true;
  }
  if (typeof value.kind === "string" && CONNECTION_ADAPTER_KINDS.has(value.kind)) return true;
  const message =
    typeof value.message === "string"
      ? value.message
      : typeof value.originalMessage === "string"
        ? value.originalMessage
        : "";
  return CONNECTION_MESSAGES.test(message);
}

/** True when the error (or anything it wraps: cause, Prisma's driver adapter error) is a lost connection. */
export function isConnectionLoss(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (isConnectionLevel(record)) return true;
    const meta = record.meta as { driverAdapterError?: unknown } | undefined;
    pending.push(record.cause, meta?.driverAdapterError);
  }
  return false;
}

/** A statement that only reads (what a retry may resend without changing anything). */
export function isReadOnlyStatement(sql: string): boolean {
  return (
    /^\s*SELECT\b/i.test(sql) &&
    !/\b(?:INSERT|UPDATE|DELETE|SHARE|nextval|setval|pg_notify|pg_advisory\w*)\b/i.test(sql)
  );
}

/** Runs a read; on a lost connection it runs it once more (on a fresh connection from the pool). */
export async function readWithOneRetry<T>(where: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isConnectionLoss(error)) throw error;
    logger.warn({ where, err: error }, "database connection lost during a read; reading once more");
    return read();
  }
}
