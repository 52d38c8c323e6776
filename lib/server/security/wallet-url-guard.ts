import dns from "node:dns";
import type { LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { AppError } from "@/lib/base/errors";
import { classifyIpAddress, type ClassifiedAddress } from "./ip-address-class";

// The SSRF guard for operator wallet URLs: the platform POSTs signed callbacks to whatever URL an operator's
// settings name, so a URL must not reach the platform's own network. Checked twice:
// - when the URL is saved (walletUrlProblem): scheme, and hosts that are addresses or local names;
// - on every new connection (guardedWalletLookup, the wallet HTTP agent's DNS lookup): every address the name
//   resolves to, so a name that resolved to a public address at save time and to 127.0.0.1 later (DNS
//   rebinding) is still refused. Pooled connections were checked when they were opened.
//
// Policy (README "Wallet URL guard"):
// - https is required when APP_ENV is production or staging; development and test also accept http.
// - WALLET_ALLOW_PRIVATE_ADDRESSES: false (only public addresses), loopback (also 127.0.0.0/8 and ::1), or true
//   (also private, link-local, CGNAT, multicast and reserved ranges). Default: false in production and staging,
//   loopback elsewhere, so the in-app demo wallet (served by the app itself on localhost) works out of the box.
// - Cloud metadata addresses (169.254.169.254 and friends) are refused whatever the setting.

export type PrivateAddressAllowance = "none" | "loopback" | "all";

export interface WalletUrlPolicy {
  requireHttps: boolean;
  allowPrivate: PrivateAddressAllowance;
}

function isStrictEnvironment(env: NodeJS.ProcessEnv): boolean {
  const appEnv = env.APP_ENV?.trim() || "development";
  return appEnv === "production" || appEnv === "staging";
}

export function walletUrlPolicy(env: NodeJS.ProcessEnv = process.env): WalletUrlPolicy {
  const strict = isStrictEnvironment(env);
  const raw = env.WALLET_ALLOW_PRIVATE_ADDRESSES?.trim().toLowerCase();
  let allowPrivate: PrivateAddressAllowance;
  if (!raw) allowPrivate = strict ? "none" : "loopback";
  else if (["true", "1", "yes", "on", "all"].includes(raw)) allowPrivate = "all";
  else if (["false", "0", "no", "off", "none"].includes(raw)) allowPrivate = "none";
  else if (raw === "loopback") allowPrivate = "loopback";
  else {
    throw new AppError(
      "configuration_error",
      `Server configuration error: WALLET_ALLOW_PRIVATE_ADDRESSES must be true, false or loopback, got "${raw}"`,
    );
  }
  return { requireHttps: strict, allowPrivate };
}

const CLASS_NAMES: Record<ClassifiedAddress["class"], string> = {
  public: "a public address",
  loopback: "a loopback address",
  private: "a private network address",
  "link-local": "a link-local address",
  cgnat: "a carrier-grade NAT address",
  multicast: "a multicast address",
  metadata: "a cloud metadata service address",
  reserved: "a reserved or special-purpose address",
};

/** Why this (resolved or literal) address may not receive wallet callbacks, or null when it may. */
export function walletAddressProblem(address: string, policy: WalletUrlPolicy = walletUrlPolicy()): string | null {
  const classified = classifyIpAddress(address);
  if (!classified) return `${address} is not an IP address`;
  if (classified.class === "public") return null;
  if (classified.class === "loopback" && policy.allowPrivate !== "none") return null;
  if (classified.class !== "metadata" && classified.class !== "loopback" && policy.allowPrivate === "all") return null;
  const shown = classified.embeddedIpv4 ? `${address} (${classified.embeddedIpv4})` : address;
  const hint = classified.class === "metadata" ? "never allowed" : "allowed only with WALLET_ALLOW_PRIVATE_ADDRESSES";
  return `${shown} is ${CLASS_NAMES[classified.class]} (${hint})`;
}

// Names that resolve to this machine or a metadata service without asking DNS.
const LOCAL_NAME = /(?:^|\.)localhost\.?$/i;
const METADATA_NAMES = new Set([
  "metadata",
  "metadata.google.internal",
  "metadata.goog",
  "instance-data",
  "instance-data.ec2.internal",
]);

/**
 * Why this wallet base URL may not be used, or null when it may: the save-time check, repeated before each call.
 * Host names are only checked by name here; what they resolve to is checked when a connection is opened.
 */
export function walletUrlProblem(url: string, policy: WalletUrlPolicy = walletUrlPolicy()): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "walletBaseUrl is not a valid URL";
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return "walletBaseUrl must be an http(s) URL";
  // Credentials in a URL end up in logs, the console and the delivery log; the wallet is authenticated by its signature.
  if (parsed.username || parsed.password) return "walletBaseUrl must not contain a user name or password";
  if (policy.requireHttps && parsed.protocol !== "https:")
    return "walletBaseUrl must use https when APP_ENV is production or staging";
  const host = parsed.hostname;
  if (!host) return "walletBaseUrl has no host";
  if (classifyIpAddress(host)) {
    const problem = walletAddressProblem(host, policy);
    return problem && `wallet address ${problem}`;
  }
  const name = host.toLowerCase().replace(/\.$/, "");
  if (METADATA_NAMES.has(name)) return `wallet host ${host} is a cloud metadata service (never allowed)`;
  if (LOCAL_NAME.test(name) && policy.allowPrivate === "none") {
    return `wallet host ${host} is this machine (allowed only with WALLET_ALLOW_PRIVATE_ADDRESSES)`;
  }
  return null;
}

/** The same check for callers that throw: the contract's 400 invalid_request. */
export function assertWalletUrlAllowed(url: string): void {
  const problem = walletUrlProblem(url);
  if (problem) throw new AppError("invalid_request", problem);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function refusal(message: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`refused by the wallet URL guard: ${message}`);
  error.code = "ERR_WALLET_ADDRESS_REFUSED";
  return error;
}

/**
 * A net/tls `lookup` for the wallet HTTP agent: resolves like dns.lookup, then refuses the connection when any
 * address of the name is not allowed (a name that also points inside is not trusted with its public half).
 */
export const guardedWalletLookup: LookupFunction = (hostname, options, callback: LookupCallback) => {
  let policy: WalletUrlPolicy;
  try {
    policy = walletUrlPolicy();
  } catch (error) {
    callback(refusal((error as Error).message), "", 4);
    return;
  }
  const wantsAll = options.all === true;
  // The `dns.lookup` property is read at call time, so a test can substitute its own resolver.
  dns.lookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
    if (error) return callback(error, wantsAll ? [] : "", 4);
    if (addresses.length === 0) return callback(refusal(`${hostname} has no address`), wantsAll ? [] : "", 4);
    for (const { address } of addresses) {
      const problem = walletAddressProblem(address, policy);
      if (problem)
        return callback(
          refusal(`wallet host ${hostname} resolved to an address that is not allowed: ${problem}`),
          wantsAll ? [] : "",
          4,
        );
    }
    if (wantsAll) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
