#!/usr/bin/env node
// A complete operator wallet for the platform's signed callbacks, with no dependencies (Node 20+, node:http).
// It is the reference for docs/integration-guide.md: copy its rules into your own wallet, or run it to try the
// platform end to end. Balances live in memory (a restart starts afresh); everything else is what production
// needs:
// - the signature is checked over the raw body bytes, before parsing, in constant time (401 invalid_signature),
//   and the timestamp must be within --max-age seconds of now, either direction (replays, clock skew);
// - amounts are read as exact decimal text, never through a binary float, and kept as integer minor units;
// - transaction_id is the idempotency key: a repeat gets the original answer byte for byte, a reused id for a
//   different movement is 400 transaction_conflict;
// - insufficient_funds, unknown_player, invalid_currency, invalid_amount, invalid_request are 400 errors;
// - a rollback restores its debit exactly once; a rollback of a debit never seen answers 200 and voids that id,
//   so the debit arriving late is refused (400 transaction_rolled_back) instead of taking the player's money.
//
// Usage:
//   WALLET_SIGNING_SECRET=<secret> node docs/integration/example-wallet.mjs [--port 4010] [--host 127.0.0.1]
//       [--players player-1:EUR:100.00,cert-tester:EUR:100.00] [--vendor platform] [--max-age 300]
//
// --port 0 picks a free port. The first line on stdout says where it listens; then one line per callback.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const MAX_BODY_BYTES = 65_536;
const ACTIONS = new Set(["balance", "debit", "credit", "rollback"]);
// Decimals per currency, as the platform writes amounts (ISO 4217); anything else has 2.
const EXPONENTS = {
  JPY: 0,
  KRW: 0,
  CLP: 0,
  ISK: 0,
  VND: 0,
  UGX: 0,
  XAF: 0,
  XOF: 0,
  KWD: 3,
  BHD: 3,
  OMR: 3,
  JOD: 3,
  IQD: 3,
  LYD: 3,
  TND: 3,
};

// ---------------------------------------------------------------------------------------------------------------
// Signature: hex HMAC-SHA256, keyed with the UTF-8 bytes of the secret, over `${timestamp}.` + the raw body bytes.

export function signatureProblem({ secret, rawBody, timestamp, signature, nowSeconds, maxAgeSeconds }) {
  if (!timestamp || !signature) return "signature headers are missing";
  if (!/^\d{1,12}$/.test(timestamp)) return "timestamp is not Unix seconds";
  if (Math.abs(nowSeconds - Number(timestamp)) > maxAgeSeconds) return "timestamp is outside the allowed window";
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return "signature is not 64 hex characters";
  const expected = createHmac("sha256", Buffer.from(secret, "utf8"))
    .update(`${timestamp}.`, "utf8")
    .update(rawBody)
    .digest();
  // Both sides are 32 bytes here, so timingSafeEqual cannot throw, and the comparison leaks no prefix length.
  return timingSafeEqual(expected, Buffer.from(signature, "hex")) ? null : "signature does not match the body";
}

// ---------------------------------------------------------------------------------------------------------------
// Exact JSON: JSON.parse would turn 12.30 into the float 12.3; this parser keeps every number as its source text.

class JsonNumber {
  constructor(text) {
    this.text = text;
  }
}

export function parseJsonExact(text) {
  let at = 0;
  const fail = (what) => {
    throw new SyntaxError(`${what} at position ${at}`);
  };
  const space = () => {
    while (at < text.length && " \t\n\r".includes(text[at])) at++;
  };
  const value = () => {
    space();
    const char = text[at];
    if (char === "{") return object();
    if (char === "[") return array();
    if (char === '"') return string();
    if (char === "-" || (char >= "0" && char <= "9")) return number();
    for (const [word, result] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ]) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return result;
      }
    }
    return fail("unexpected token");
  };
  const object = () => {
    const result = {};
    at++;
    space();
    if (text[at] === "}") return (at++, result);
    for (;;) {
      space();
      if (text[at] !== '"') fail("expected a key");
      const key = string();
      space();
      if (text[at++] !== ":") fail("expected ':'");
      if (Object.hasOwn(result, key)) fail(`duplicate key "${key}"`);
      result[key] = value();
      space();
      const next = text[at++];
      if (next === "}") return result;
      if (next !== ",") fail("expected ',' or '}'");
    }
  };
  const array = () => {
    const result = [];
    at++;
    space();
    if (text[at] === "]") return (at++, result);
    for (;;) {
      result.push(value());
      space();
      const next = text[at++];
      if (next === "]") return result;
      if (next !== ",") fail("expected ',' or ']'");
    }
  };
  const string = () => {
    const match = /^"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/.exec(text.slice(at));
    if (!match) fail("bad string");
    at += match[0].length;
    return JSON.parse(match[0]);
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match) fail("bad number");
    at += match[0].length;
    return new JsonNumber(match[0]);
  };
  const result = value();
  space();
  if (at !== text.length) fail("unexpected text after the JSON value");
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Money: decimal text <-> integer minor units (BigInt), never a float.

const exponentOf = (currency) => EXPONENTS[currency] ?? 2;

export function toMinorUnits(text, exponent) {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`"${text}" is not a non-negative decimal amount`);
  const fraction = match[2] ?? "";
  // 12.300 is 12.30, but 12.305 has more precision than the currency: refused rather than rounded.
  if (fraction.length > exponent && /[^0]/.test(fraction.slice(exponent))) {
    throw new Error(`"${text}" has more than ${exponent} decimals`);
  }
  return BigInt(match[1] + fraction.slice(0, exponent).padEnd(exponent, "0"));
}

export function fromMinorUnits(minor, exponent) {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, "0");
  const text = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return negative ? `-${text}` : text;
}

// ---------------------------------------------------------------------------------------------------------------
// The wallet.

const TEXT_FIELDS = [
  "operator_id",
  "player_id",
  "session_id",
  "game_symbol",
  "currency",
  "request_id",
  "transaction_id",
  "transaction_type",
  "action_type",
];

/** The callback body's problem as text, or null when it has the contract's shape. */
function bodyProblem(body, action) {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return "body is not a JSON object";
  for (const field of TEXT_FIELDS) {
    if (typeof body[field] !== "string" || body[field].length === 0 || body[field].length > 256)
      return `${field} must be a non-empty string`;
  }
  if (!/^[A-Z]{3}$/.test(body.currency)) return "currency must be a 3-letter upper-case code";
  if (body.transaction_type !== action) return `transaction_type "${body.transaction_type}" sent to /${action}`;
  if (!(body.amount instanceof JsonNumber) || !/^\d+(\.\d+)?$/.test(body.amount.text))
    return "amount must be a non-negative decimal JSON number";
  const isRollback = action === "rollback";
  const original = body.original_transaction_id;
  if (isRollback && (typeof original !== "string" || original.length === 0))
    return "original_transaction_id is required on rollbacks";
  if (!isRollback && original !== undefined) return "original_transaction_id is only sent on rollbacks";
  return null;
}

export function createWallet({
  secret,
  players,
  vendor = "platform",
  maxAgeSeconds = 300,
  now = () => Date.now(),
  log = () => {},
}) {
  const headerNames = {
    timestamp: `x-${vendor}-timestamp`,
    signature: `x-${vendor}-signature`,
    requestId: `x-${vendor}-request-id`,
  };
  /** `${player}\u0000${currency}` -> balance in minor units. */
  const accounts = new Map(
    players.map((p) => [`${p.playerId}\u0000${p.currency}`, toMinorUnits(p.balance, exponentOf(p.currency))]),
  );
  /** transaction_id -> { kind: debit|credit|rollback|void, playerId, currency, amountMinor, answer, rolledBack } */
  const transactions = new Map();

  const refuse = (status, error, message) => ({ status, bodyText: JSON.stringify({ success: false, error, message }) });
  const succeed = (balanceMinor, currency, transactionId) => ({
    status: 200,
    bodyText: JSON.stringify({
      success: true,
      balance: fromMinorUnits(balanceMinor, exponentOf(currency)),
      currency,
      transaction_id: transactionId,
    }),
  });

  /**
   * One callback, from raw bytes to answer. Synchronous from the signature check to the stored answer, so two
   * concurrent duplicates can never both move money (Node runs one of them to the end first).
   */
  function handle({ action, rawBody, headers }) {
    const problem = signatureProblem({
      secret,
      rawBody,
      timestamp: headers[headerNames.timestamp],
      signature: headers[headerNames.signature],
      nowSeconds: Math.floor(now() / 1000),
      maxAgeSeconds,
    });
    if (problem) return refuse(401, "invalid_signature", problem);

    let body;
    try {
      body = parseJsonExact(new TextDecoder("utf-8", { fatal: true }).decode(rawBody));
    } catch (error) {
      return refuse(400, "invalid_request", `body is not UTF-8 JSON: ${error.message}`);
    }
    const shape = bodyProblem(body, action);
    if (shape) return refuse(400, "invalid_request", shape);

    const { player_id: playerId, currency, transaction_id: transactionId } = body;
    const exponent = exponentOf(currency);
    let amountMinor;
    try {
      amountMinor = toMinorUnits(body.amount.text, exponent);
    } catch (error) {
      return refuse(400, "invalid_amount", error.message);
    }

    if (action !== "balance") {
      const known = transactions.get(transactionId);
      if (known?.kind === "void")
        return refuse(400, "transaction_rolled_back", `transaction ${transactionId} was rolled back before it arrived`);
      if (known) {
        const same =
          known.kind === action &&
          known.playerId === playerId &&
          known.currency === currency &&
          known.amountMinor === amountMinor;
        return same
          ? known.answer
          : refuse(
              400,
              "transaction_conflict",
              `transaction_id ${transactionId} was already used for a different transaction`,
            );
      }
    }

    const accountKey = `${playerId}\u0000${currency}`;
    const balance = accounts.get(accountKey);
    if (balance === undefined) {
      const hasOtherCurrency = [...accounts.keys()].some((key) => key.startsWith(`${playerId}\u0000`));
      return hasOtherCurrency
        ? refuse(400, "invalid_currency", `player ${playerId} has no ${currency} account`)
        : refuse(400, "unknown_player", `player ${playerId} is not known`);
    }
    if (action === "balance") return succeed(balance, currency, transactionId);

    let next = balance;
    if (action === "debit") {
      if (amountMinor > balance) return refuse(400, "insufficient_funds", "balance is lower than the debit amount");
      next = balance - amountMinor;
    } else if (action === "credit") {
      next = balance + amountMinor;
    } else {
      const originalId = body.original_transaction_id;
      const original = transactions.get(originalId);
      if (!original) {
        // Never seen: promise it will not count. The platform sends this when a debit's outcome was unknown.
        transactions.set(originalId, { kind: "void", playerId, currency, amountMinor, answer: null, rolledBack: true });
      } else if (original.kind === "debit") {
        if (original.playerId !== playerId || original.currency !== currency) {
          return refuse(400, "transaction_conflict", `transaction ${originalId} belongs to another player or currency`);
        }
        if (!original.rolledBack) {
          original.rolledBack = true;
          next = balance + original.amountMinor;
        }
      } else if (original.kind !== "void") {
        return refuse(
          400,
          "rollback_not_supported",
          `transaction ${originalId} is a ${original.kind}; only debits can be rolled back`,
        );
      }
    }
    accounts.set(accountKey, next);
    const answer = succeed(next, currency, transactionId);
    transactions.set(transactionId, { kind: action, playerId, currency, amountMinor, answer, rolledBack: false });
    return answer;
  }

  const server = createServer((request, response) => {
    const send = (answer) => {
      response.writeHead(answer.status, { "content-type": "application/json", "cache-control": "no-store" });
      response.end(answer.bodyText);
    };
    const action = new URL(request.url ?? "/", "http://wallet").pathname.split("/").pop() ?? "";
    if (!ACTIONS.has(action)) return send(refuse(404, "not_found", "use POST /balance, /debit, /credit or /rollback"));
    if (request.method !== "POST") return send(refuse(405, "method_not_allowed", "use POST"));

    // The raw bytes are kept as they arrived: the signature covers them, not a re-serialisation.
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on("end", () => {
      if (size > MAX_BODY_BYTES) return send(refuse(413, "payload_too_large", `body exceeds ${MAX_BODY_BYTES} bytes`));
      const rawBody = Buffer.concat(chunks);
      const answer = handle({ action, rawBody, headers: request.headers });
      log(describeCall(action, rawBody, answer, request.headers[headerNames.requestId]));
      send(answer);
    });
  });
  return { server, handle };
}

function describeCall(action, rawBody, answer, requestId) {
  let body = {};
  try {
    body = parseJsonExact(rawBody.toString("utf8"));
  } catch {
    // An unreadable body is described by the answer alone.
  }
  const reply = JSON.parse(answer.bodyText);
  const outcome = reply.success ? `balance ${reply.balance}` : `${reply.error}: ${reply.message}`;
  const amount = body.amount instanceof JsonNumber ? body.amount.text : "-";
  const original = body.original_transaction_id ? ` (of ${body.original_transaction_id})` : "";
  const signature = answer.status === 401 ? "REFUSED" : "verified";
  return `${new Date().toISOString()} ${signature} ${action.padEnd(8)} ${body.player_id ?? "-"} ${amount} ${body.currency ?? "-"} tx=${body.transaction_id ?? "-"}${original} req=${requestId ?? "-"} -> ${answer.status} ${outcome}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Command line.

function parsePlayers(text) {
  return text
    .split(",")
    .filter(Boolean)
    .map((entry) => {
      const [playerId, currency, balance] = entry.split(":");
      if (!playerId || !/^[A-Z]{3}$/.test(currency ?? "") || !/^\d+(\.\d+)?$/.test(balance ?? "")) {
        throw new Error(`--players entry "${entry}" is not player:CUR:balance (e.g. player-1:EUR:100.00)`);
      }
      return { playerId, currency, balance };
    });
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "4010" },
      host: { type: "string", default: "127.0.0.1" },
      players: { type: "string", default: "player-1:EUR:100.00,cert-tester:EUR:100.00" },
      vendor: { type: "string", default: "platform" },
      "max-age": { type: "string", default: "300" },
      secret: { type: "string" },
    },
  });
  // The environment keeps the secret out of shell history and the process list.
  const secret = values.secret ?? process.env.WALLET_SIGNING_SECRET;
  if (!secret) {
    console.error("error: set WALLET_SIGNING_SECRET (or --secret) to the wallet signing secret the platform gave you");
    process.exit(2);
  }
  const players = parsePlayers(values.players);
  const port = Number(values.port);
  const maxAgeSeconds = Number(values["max-age"]);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port "${values.port}" is not a port number`);
  if (!Number.isInteger(maxAgeSeconds) || maxAgeSeconds < 1)
    throw new Error(`--max-age "${values["max-age"]}" is not a whole number of seconds`);
  const { server } = createWallet({
    secret,
    players,
    vendor: values.vendor.toLowerCase(),
    maxAgeSeconds,
    log: (line) => console.log(line),
  });
  server.listen(port, values.host, () => {
    const { address, port } = server.address();
    const host = address.includes(":") ? `[${address}]` : address;
    const funded = players.map((p) => `${p.playerId} ${p.balance} ${p.currency}`).join(", ");
    console.log(`Example wallet listening on http://${host}:${port} (players: ${funded})`);
  });
  // The platform keeps connections alive between callbacks; close them too, or shutdown waits for them.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

// Run as a program; importing the file (tests, your own server) only gets the functions.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
