import "server-only";
import { hostname } from "node:os";
import { randomBase62 } from "@/lib/base/random-id";

// The ledger's ids: wallet rows (round, debit, credit, rollback, balance call), this process's instance id and
// the lease owner names made from it.

export function newWalletId(prefix: "rnd" | "dbt" | "cdt" | "rbk" | "bal"): string {
  return `${prefix}_${randomBase62(22)}`;
}

const instance = `${hostname()}:${process.pid}:${randomBase62(6)}`;

/** This process's id in wallet_instances; every lease owner name it makes starts with it and a colon. */
export function walletInstanceId(): string {
  return instance;
}

/** A lease owner name unique to this process and purpose, e.g. one round's inline delivery or one worker claim. */
export function newLeaseOwner(purpose: string): string {
  return `${instance}:${purpose}:${randomBase62(8)}`;
}
