import "server-only";
import type { GaugeSample } from "@/lib/server/observability/metrics";
import { localStreamCount } from "./realtime-hub";

/** The realtime hub's figures for /metrics (registered by start-up). */
export function realtimeGauges(): GaugeSample[] {
  return [
    {
      name: "gp_sse_subscribers",
      help: "Open game-page event streams on this instance.",
      values: [{ value: localStreamCount() }],
    },
  ];
}
