import { formatMinorUnits } from "@/lib/base/money/decimal-amount";

// The fields every round list of the operator API starts with (open rounds, a player's rounds): one mapping from
// the ledger's round row, so the lists cannot drift apart.

interface LedgerRoundRow<State extends string> {
  id: string;
  gameSymbol: string;
  playerId: string;
  sessionId: string;
  currency: string;
  betMinor: bigint;
  winMinor: bigint | null;
  exponent: number;
  state: State;
  test: boolean;
}

export function roundSummary<State extends string>(round: LedgerRoundRow<State>) {
  return {
    round_id: round.id,
    game_symbol: round.gameSymbol,
    external_player_id: round.playerId,
    session_id: round.sessionId,
    currency: round.currency,
    bet: formatMinorUnits(round.betMinor, round.exponent),
    win: round.winMinor === null ? null : formatMinorUnits(round.winMinor, round.exponent),
    round_state: round.state,
    test: round.test,
  };
}
