import "server-only";
import type { JackpotView } from "@/lib/contract/jackpots-api";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { prisma } from "@/lib/server/db/prisma";
import { convertMinorAtRate } from "@/lib/base/money/convert-at-rate";
import { parseRateUnits } from "@/lib/server/reports/conversion-maths";
import { jackpotPoolRecords, type JackpotPoolRecord } from "./jackpot-pool-view";

// Jackpot pools, oldest first: every pool for staff (the console's jackpotPools), or the pools an operator's players
// feed (the operator API's GET /jackpots), each with its tiers' amounts now.

export async function listJackpotPools(options: { operatorId?: string } = {}): Promise<JackpotPoolRecord[]> {
  const pools = await prisma.jackpotPool.findMany({
    where: options.operatorId === undefined ? {} : { operators: { some: { operatorId: options.operatorId } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return jackpotPoolRecords(
    prisma,
    pools.map((pool) => pool.id),
  );
}

/**
 * The pools an operator's players feed in the operator API's shape, amounts in `currency` (default: the operator's
 * currency) converted from each pool's at the staff rate of this month (pool currency per unit of it), rounded
 * down; a pool without such a rate stays in its own currency.
 */
export async function listOperatorJackpots(options: { operatorId: string; currency?: string }): Promise<JackpotView[]> {
  const operator = await prisma.operator.findUnique({ where: { id: options.operatorId } });
  const target = (options.currency ?? operator?.defaultCurrency ?? "").trim().toUpperCase() || null;
  const records = await listJackpotPools({ operatorId: options.operatorId });
  const rates = jackpotRates(new Date());
  const views: JackpotView[] = [];
  for (const record of records) {
    const rate = target ? await rates(record.currency, target) : null;
    views.push(jackpotView(record, rate === null ? undefined : { currency: target!, rateUnits: rate }));
  }
  return views;
}

/**
 * The staff rates of the month of `now` (pool currency per unit of the shown currency, 10^-12 units), each read
 * once: null for a pool shown in its own currency (the same currency, or no rate entered).
 */
export function jackpotRates(now: Date): (poolCurrency: string, currency: string) => Promise<bigint | null> {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const rates = new Map<string, Promise<bigint | null>>();
  return (poolCurrency, currency) => {
    if (poolCurrency === currency) return Promise.resolve(null);
    const key = `${poolCurrency} ${currency}`;
    let rate = rates.get(key);
    if (!rate) {
      rate = prisma.exchangeRate
        .findFirst({ where: { month, currency, reportingCurrency: poolCurrency }, orderBy: { id: "desc" } })
        .then((row) => (row ? parseRateUnits(row.rate.toString()) : null));
      rates.set(key, rate);
    }
    return rate;
  };
}

/** A pool in the operator API's shape, in its own currency or converted (`rateUnits`: pool currency per unit, 10^-12). */
export function jackpotView(
  record: JackpotPoolRecord,
  conversion?: { currency: string; rateUnits: bigint },
): JackpotView {
  const exponent = conversion ? currencyExponent(conversion.currency) : record.exponent;
  const convert = (amountMinor: bigint) =>
    conversion
      ? convertMinorAtRate({
          amountMinor,
          fromExponent: record.exponent,
          toExponent: exponent,
          rateUnits: conversion.rateUnits,
        })
      : amountMinor;
  return {
    jackpot_id: record.poolId,
    title: record.title,
    kind: record.scope,
    games: record.games,
    tiers: record.tiers.map((tier) => ({
      tier: tier.name,
      kind: tier.kind,
      amount: formatMinorUnits(convert(tier.amountMinor), exponent),
      currency: conversion?.currency ?? record.currency,
      trigger_hash: tier.triggerHash,
    })),
  };
}
