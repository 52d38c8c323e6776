import { AppError, type ErrorCode } from "@/lib/base/errors";
import { gameMessages, type GameMessageKey } from "@/lib/i18n/game-messages";

// What the player's browser may learn of a wallet problem: the code (the page picks its own words by it) and a
// detail in the session's language. Never the wallet's internals — its HTTP status and answer, its host and the
// address the URL guard refused, its refusal text — which stay in the delivery log (console: Wallet → Deliveries).

export type PlayerErrorAbout = "bet" | "balance";

const WALLET_MESSAGES: Partial<Record<ErrorCode, Record<PlayerErrorAbout, GameMessageKey>>> = {
  wallet_unavailable: { bet: "walletUnavailable", balance: "balanceUnavailable" },
  wallet_not_configured: { bet: "walletUnavailable", balance: "balanceUnavailable" },
  wallet_rejected: { bet: "walletRejected", balance: "balanceUnavailable" },
  insufficient_funds: { bet: "insufficientFunds", balance: "insufficientFunds" },
};

/** The error as the game page receives it: a wallet error's detail replaced by the localised message; others as they are. */
export function playerFacingError(
  error: AppError,
  options: { lang: string | null; about: PlayerErrorAbout },
): AppError {
  const key = WALLET_MESSAGES[error.code]?.[options.about];
  if (!key) return error;
  return new AppError(error.code, gameMessages(options.lang)[key], { headers: error.headers, cause: error });
}
