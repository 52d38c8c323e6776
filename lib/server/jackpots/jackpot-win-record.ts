// A tier's win as the applier wrote it: what announcing it (the winner's event, the ticker) needs.

export interface JackpotWinRecord {
  winId: string;
  poolId: string;
  tierId: string;
  cycle: number;
  roundId: string;
  operatorId: string;
  playerId: string;
  sessionId: string;
  amountMinor: bigint;
  paidMinor: bigint;
  paidCurrency: string;
  transactionId: string;
}
