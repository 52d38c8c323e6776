import "server-only";
import { pingDatabase } from "@/lib/server/db/ping-database";
import { eventBusHealth } from "@/lib/server/event-bus/event-bus";
import { registerHealthReports } from "@/lib/server/observability/health-reports";
import { realtimeGauges } from "@/lib/server/realtime/realtime-gauges";
import { walletLedgerGauges } from "@/lib/server/wallet/wallet-ledger-gauges";

/** Hands /metrics and /ready what the modules report: observability reads no domain itself. */
export function reportHealth(): void {
  registerHealthReports({
    instanceGauges: { realtime: realtimeGauges },
    databaseGauges: { "wallet-ledger": walletLedgerGauges },
    databaseProbe: pingDatabase,
    serviceChecks: { event_bus: eventBusHealth },
  });
}
