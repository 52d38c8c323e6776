import "server-only";
import { terminateLaunchSession } from "@/lib/server/sessions/terminate-launch-session";
import { getLaunchSession } from "./get-launch-session";
import type { LaunchSessionView } from "./launch-session-view";

/** The console's "terminate": the runtime ends the session everywhere; the console then shows it as it is now. */
export async function endLaunchSession(options: { sessionId: string; actor: string }): Promise<LaunchSessionView> {
  await terminateLaunchSession(options);
  return getLaunchSession({ sessionId: options.sessionId });
}
