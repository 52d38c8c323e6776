import type { Metadata } from "next";
import { ButtonLink } from "@/lib/console/ui/button";
import { Card } from "@/lib/console/ui/card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState } from "@/lib/console/ui/states";

// What a back-office page answers (404) for an id the operator does not have — a player, a delivery — another
// operator's included: inside the back office's shell, with the way back, and not a word of whether it exists.
export const metadata: Metadata = { title: "Not found" };

export default function BackofficeNotFound() {
  return (
    <>
      <PageHeader title="Not found" breadcrumbs={[{ href: "/backoffice", label: "Back office" }]} />
      <Card testId="backoffice-not-found">
        <EmptyState
          icon="search"
          title="Nothing here"
          text="None of your operator's records has this id."
          action={
            <ButtonLink href="/backoffice/players" variant="secondary">
              Find a player
            </ButtonLink>
          }
        />
      </Card>
    </>
  );
}
