import "server-only";
import type { PromotionOptInResponse } from "@/lib/contract/runtime-api";
import { AppError } from "@/lib/base/errors";
import { getSessionPromotion, type PanelSession } from "./list-session-promotions";
import { optInPlayers } from "./opt-in-players";

// The panel's opt-in button (POST /api/runtime/sessions/<id>/promotions/<promotionId>/opt-in): the session's player
// joins a promotion of its panel (the operator API's opt-in, for this one player). Idempotent: a second press
// answers added: false. A promotion the session does not show is promotion_not_found; one that needs no opt-in is
// promotion_not_opt_in, one that has ended promotion_not_active.

export async function optInSessionPromotion(options: {
  session: PanelSession & { id: string };
  promotionId: string;
}): Promise<PromotionOptInResponse> {
  const { session, promotionId } = options;
  const shown = await getSessionPromotion({ session, promotionId });
  if (shown.state !== "running")
    throw new AppError(
      "promotion_not_active",
      `Promotion "${promotionId}" is ${shown.state}: players can no longer opt in`,
    );
  const result = await optInPlayers({
    promotionId,
    operatorId: session.operatorId,
    players: [session.externalPlayerId],
    actor: `session:${session.id}`,
  });
  return {
    success: true,
    added: result.added.length > 0,
    promotion: await getSessionPromotion({ session, promotionId }),
  };
}
