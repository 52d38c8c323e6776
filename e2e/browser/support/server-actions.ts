// npx tsx --conditions=react-server e2e/browser/support/server-actions.ts <action> <arguments…>
// For the browser tests on PostgreSQL: what an operator's back office or the provider's staff do outside the game,
// through the platform's own services against the test database (DATABASE_URL):
//   set-demo-wallet-balance <walletId> <playerId> <currency> <balance>   a deposit in the demo wallet
//   terminate-session <sessionId>                                      staff end a game session
import { disconnectPrisma } from "@/lib/server/db/prisma";
import { setDemoWalletBalance } from "@/lib/server/demo-wallet/set-demo-wallet-balance";
import { terminateLaunchSession } from "@/lib/server/sessions/terminate-launch-session";

const [action, ...args] = process.argv.slice(2);

async function run(): Promise<unknown> {
  if (action === "set-demo-wallet-balance" && args.length === 4) {
    const [walletId, playerId, currency, balance] = args as [string, string, string, string];
    return setDemoWalletBalance({ walletId, playerId, currency, balance });
  }
  if (action === "terminate-session" && args.length === 1) {
    return terminateLaunchSession({ sessionId: args[0]!, actor: "e2e:staff" });
  }
  throw new Error(`unknown action or wrong arguments: ${[action, ...args].join(" ")}`);
}

try {
  console.log(JSON.stringify(await run()));
} finally {
  await disconnectPrisma();
}
