// POST /api/demo-wallet/{walletId}/{balance|debit|credit|rollback} — the demo operator's signed wallet endpoints
import {
  DEMO_WALLET_MAX_BODY_BYTES,
  handleDemoWalletRequest,
} from "@/lib/server/demo-wallet/handle-demo-wallet-request";
import { readBodyCapped } from "@/lib/server/http/read-body-capped";

export const dynamic = "force-dynamic";

export async function POST(request: Request, context: { params: Promise<{ walletId: string; action: string }> }) {
  const { walletId, action } = await context.params;
  // The raw bytes, untouched: the signature is verified over exactly what was received.
  const rawBody = await readBodyCapped(request.body as AsyncIterable<Uint8Array> | null, DEMO_WALLET_MAX_BODY_BYTES);
  const answer = await handleDemoWalletRequest({ walletId, action, rawBody, headers: request.headers });
  return new Response(answer.bodyText, {
    status: answer.status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}
