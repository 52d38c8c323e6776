"use client";

import { Card } from "@/lib/console/ui/card";
import { ErrorState } from "@/lib/console/ui/states";

// A console page that failed while rendering: the sidebar stays, the page says so plainly and offers a retry.
export default function ConsolePageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const shown = new Error(
    error.digest ? `The page could not be shown (reference ${error.digest}).` : "The page could not be shown.",
  );
  return (
    <Card>
      <ErrorState error={shown} onRetry={reset} />
    </Card>
  );
}
