"use client";

import { SessionsPanel } from "./sessions-panel";
import { PageHeader } from "@/lib/console/ui/page-header";

export function SessionsView({ initialPlayerId }: { initialPlayerId: string }) {
  return (
    <>
      <PageHeader
        title="Sessions"
        description="Players' game sessions. Ending one closes its open game pages at once (they show “session ended”) and invalidates its launch link."
      />
      <SessionsPanel initialPlayerId={initialPlayerId} />
    </>
  );
}
