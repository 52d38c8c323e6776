import { z } from "zod";
import { JURISDICTION_CODES, RTP_VARIANTS } from "@/lib/contract/jurisdiction-profiles";
import { currencySchema as contractCurrencySchema } from "@/lib/contract/provider-api";
import type { Operator } from "@/lib/server/db/generated/client";
import { isDemoWalletAddress } from "@/lib/server/operators/demo-wallet-address";
import { walletUrlProblem } from "@/lib/server/security/wallet-url-guard";

// Field rules for operators, shared by every operator service (and reusable by console forms).

/**
 * An operator id as the platform creates and names them: a lowercase slug. The contract's operatorIdSchema is the
 * looser wire rule (any plain text): an id sent by an API client is only looked up, and an unknown one is a 404.
 */
export const operatorSlugSchema = z
  .string()
  .trim()
  .min(2, "operator id must be 2–64 characters")
  .max(64, "operator id must be 2–64 characters")
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "operator id must be a lowercase slug (a-z, 0-9, single hyphens), e.g. demo-casino",
  );

export const operatorNameSchema = z.string().trim().min(1, "name is required").max(200);

/** The contract's currency rule for typed input: trimmed first, stored upper-case. */
export const normalizedCurrencySchema = z
  .string()
  .trim()
  .pipe(contractCurrencySchema)
  .transform((value) => value.toUpperCase());

export const walletBaseUrlSchema = z
  .string()
  .trim()
  .superRefine((value, context) => {
    // The in-app demo wallet, resolved against the calling instance's own address (demo-wallet-address.ts).
    if (isDemoWalletAddress(value)) return;
    const url = URL.canParse(value) ? new URL(value) : null;
    if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.search || url.hash) {
      context.addIssue({ code: "custom", message: "walletBaseUrl must be an http(s) URL without query or fragment" });
      return;
    }
    // The SSRF guard's save-time half (scheme, internal addresses); resolved addresses are checked at call time.
    const problem = walletUrlProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  // The wallet paths are appended as "/balance" etc., so a trailing slash would double up.
  .transform((value) => value.replace(/\/+$/, ""));

export const walletTimeoutMsSchema = z
  .number()
  .int("walletTimeoutMs must be a whole number of milliseconds")
  .min(100, "walletTimeoutMs must be between 100 and 60000")
  .max(60_000, "walletTimeoutMs must be between 100 and 60000");

/** When on, debits, credits and rollbacks carry round_id, and free-round credits campaign_id (after amount). */
export const walletRoundFieldsSchema = z.boolean({ error: "walletRoundFields must be true or false" });

/** The operator's jurisdiction profile (lib/contract/jurisdiction-profiles.ts), stored upper-case. */
export const operatorJurisdictionSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(JURISDICTION_CODES, { error: `jurisdiction must be one of ${JURISDICTION_CODES.join(", ")}` }));

/** The operator's RTP variant override; the profile's variant applies without one. */
export const operatorRtpVariantSchema = z.enum(RTP_VARIANTS, {
  error: `rtpVariant must be one of ${RTP_VARIANTS.join(", ")}`,
});

export const operatorStatusSchema = z.enum(["active", "inactive"]);
export type OperatorStatusValue = z.infer<typeof operatorStatusSchema>;

// CSP frame-ancestors sources: 'self' or an http(s) origin, optionally with a leading wildcard label.
const frameAncestorSchema = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase().replace(/\/+$/, ""))
  .refine(
    (value) => value === "'self'" || /^https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/.test(value),
    "frame ancestor must be 'self' or an origin such as https://casino.example or https://*.casino.example",
  );

export const frameAncestorsSchema = z
  .array(frameAncestorSchema)
  .max(20)
  .transform((values) => [...new Set(values)]);

/** An operator as services return it: the wallet secret's ciphertext never leaves the database layer. */
export type OperatorView = Omit<Operator, "walletSecretCiphertext"> & { hasWalletSecret: boolean };

export function toOperatorView(operator: Operator): OperatorView {
  const { walletSecretCiphertext, ...rest } = operator;
  return { ...rest, hasWalletSecret: Boolean(walletSecretCiphertext) };
}
