// node --conditions=react-server --import tsx e2e/browser/support/server-actions.ts
// For the browser tests on PostgreSQL: what an operator's back office or the provider's staff do outside the game,
// through the platform's own services against the test database (DATABASE_URL). One process serves a whole test
// worker: it reads one JSON request per line on stdin and answers each with one JSON line on stdout, so a test
// waits for the service, not for Node.js and the services to load. Requests:
//   {"id": 1, "action": "set-demo-wallet-balance", "args": [walletId, playerId, currency, balance]}   a deposit
//   {"id": 2, "action": "terminate-session", "args": [sessionId]}                   staff end a game session
// Answers: {"id": 1, "ok": true, "result": …} or {"id": 1, "ok": false, "error": "…"}. It ends with its stdin.
import { createInterface } from "node:readline";
import { disconnectPrisma } from "@/lib/server/db/prisma";
import { setDemoWalletBalance } from "@/lib/server/demo-wallet/set-demo-wallet-balance";
import { terminateLaunchSession } from "@/lib/server/sessions/terminate-launch-session";

interface ServerActionRequest {
  id: number;
  action: string;
  args: string[];
}

function run({ action, args }: ServerActionRequest): Promise<unknown> {
  if (action === "set-demo-wallet-balance" && args.length === 4) {
    const [walletId, playerId, currency, balance] = args as [string, string, string, string];
    return setDemoWalletBalance({ walletId, playerId, currency, balance });
  }
  if (action === "terminate-session" && args.length === 1) {
    return terminateLaunchSession({ sessionId: args[0]!, actor: "e2e:staff" });
  }
  throw new Error(`unknown action or wrong arguments: ${[action, ...args].join(" ")}`);
}

for await (const line of createInterface({ input: process.stdin })) {
  const request = JSON.parse(line) as ServerActionRequest;
  try {
    console.log(JSON.stringify({ id: request.id, ok: true, result: await run(request) }));
  } catch (error) {
    console.log(JSON.stringify({ id: request.id, ok: false, error: (error as Error).stack ?? String(error) }));
  }
}
await disconnectPrisma();
