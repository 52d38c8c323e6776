// npm run wallet:certify -- --url <wallet_base_url> --secret <signing secret> --player <test player> --currency EUR [--round-fields] [--json]
// Runs the wallet conformance suite against an operator wallet. Exit code 0: every case passed; 1: a case failed;
// 2: usage error.
import { parseArgs } from "node:util";
import { isAppError } from "@/lib/base/errors";
import { certifyWallet, type CertificationReport } from "@/lib/server/wallet/certification/certify-wallet";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";

const USAGE = `Usage: npm run wallet:certify -- --url <wallet_base_url> --secret <secret> --player <player_id> --currency <CUR>
       [--amount <decimal>] [--operator <operator_id>] [--timeout-ms <ms>] [--round-fields] [--json]

  --url         the operator's wallet base URL; the suite calls <url>/balance, /debit, /credit, /rollback
  --secret      the wallet signing secret (or set WALLET_CERTIFY_SECRET to keep it out of shell history)
  --player      a dedicated, funded test player (the run credits back what it takes)
  --currency    the player's currency, e.g. EUR
  --amount      amount per debit/credit (default one major unit, e.g. 1.00)
  --operator    operator_id sent in the bodies (default "certification")
  --timeout-ms  per-call timeout (default 10000)
  --round-fields  send round_id on debits, credits and rollbacks and campaign_id on free-round credits, as the
                platform does for an operator with the walletRoundFields setting on, and check the wallet accepts them
  --json        print the report as JSON`;

function usage(message?: string): never {
  if (message) console.error(`error: ${message}\n`);
  console.error(USAGE);
  process.exit(2);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      url: { type: "string" },
      secret: { type: "string" },
      player: { type: "string" },
      currency: { type: "string" },
      amount: { type: "string" },
      operator: { type: "string" },
      "timeout-ms": { type: "string" },
      "round-fields": { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
}
try {
  args = parse();
} catch (error) {
  usage((error as Error).message);
}
const { values } = args;
if (values.help) usage();
const secret = values.secret ?? process.env.WALLET_CERTIFY_SECRET;
if (!values.url || !secret || !values.player || !values.currency)
  usage("--url, --secret, --player and --currency are required");
const timeoutMs = values["timeout-ms"] === undefined ? undefined : Number(values["timeout-ms"]);
if (timeoutMs !== undefined && !Number.isInteger(timeoutMs)) usage("--timeout-ms must be a whole number");

let report: CertificationReport;
try {
  report = await certifyWallet({
    baseUrl: values.url,
    secret,
    playerId: values.player,
    currency: values.currency,
    amount: values.amount,
    operatorId: values.operator,
    timeoutMs,
    roundFields: values["round-fields"],
    onProgress: values.json
      ? undefined
      : ({ result, index, total }) =>
          console.log(
            `${result.passed ? "PASS" : "FAIL"}  ${String(index + 1).padStart(2)}/${total}  ${result.id.padEnd(28)} ${result.detail}`,
          ),
  });
} catch (error) {
  if (isAppError(error)) usage(error.detail);
  throw error;
} finally {
  await closeWalletConnections();
}

if (values.json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const passed = report.cases.filter((result) => result.passed).length;
  console.log(
    `\n${passed}/${report.cases.length} cases passed against ${report.baseUrl} (player ${report.playerId}, ${report.currency}, amount ${report.amount})`,
  );
  console.log(`cleanup: ${report.cleanup.detail}`);
  console.log(
    report.passed ? "CERTIFIED: the wallet passed every case." : "NOT CERTIFIED: see the failed cases above.",
  );
}
process.exitCode = report.passed ? 0 : 1;
